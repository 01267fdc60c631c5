import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildOptions } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { loadConfig, type Config } from '../config.js';
import { openTestDatabase } from './database.js';
import { startSmtpServer } from './smtp.js';

export interface Answer<T = unknown> {
  status: number;
  data: T;
  error?: { code: string; description: string; field?: string };
  headers: Headers;
}

/**
 * The whole server on a real socket, with its own database and a real SMTP server:
 * tests talk to it only through the HTTP envelope, as a client would.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: {
    now?: () => Date;
    cacheClock?: () => number;
    logStream?: { write(line: string): void };
    /** Another instance's database (several instances, or one restarted), left open on close. */
    database?: DatabaseHandle;
    jobs?: BuildOptions['jobs'];
    timedJobs?: BuildOptions['timedJobs'];
  } = {},
) {
  const smtp = await startSmtpServer();
  const database = options.database ?? (await openTestDatabase());
  const config: Config = {
    ...loadConfig({ ...process.env, PORT: '0' }),
    appUrl: 'http://gamefolk.test',
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'gf-test-')),
    smtpUrl: smtp.url,
    rateLimitScale: 100,
    redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`,
    webDist: undefined,
    logLevel: 'silent',
    checkOutputs: true,
    ...overrides,
  };
  const app = await buildApp(config, {
    database,
    now: options.now,
    cacheClock: options.cacheClock,
    logStream: options.logStream,
    jobs: options.jobs,
    timedJobs: options.timedJobs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function post<T>(path: string, body: unknown, token?: string): Promise<Answer<T>> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; error?: Answer['error'] };
    return { status: response.status, data: json.data, error: json.error, headers: response.headers };
  }

  return {
    url,
    app,
    smtp,
    config,
    open: <T = unknown>(action: string, payload?: unknown) => post<T>('/api/handle', { action, payload }),
    secured: <T = unknown>(token: string | undefined, action: string, payload?: unknown) =>
      post<T>('/api/securedHandle', { action, payload }, token),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await smtp.close();
      // A DATA_DIR the test named is the test's (a backup's source, a restored folder).
      if (!overrides.dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The key at the end of a mailed link such as APP_URL/activate/{key}. */
export function linkKey(text: string, path: string): string {
  const match = new RegExp(`http://gamefolk\\.test/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no /${path}/ link in mail`);
  return match[1]!;
}

let counter = 0;
/** Registers and activates a user through the real flow, then signs in. */
export async function signUp(server: TestServer, name = `player${Date.now() % 100000}${counter++}`) {
  const email = `${name.toLowerCase()}@example.com`;
  const password = 'Str0ng!pass';
  const registered = await server.open<{ id: number }>('register', {
    username: name,
    email,
    password,
    passwordConfirm: password,
  });
  if (registered.status !== 202) throw new Error(`register failed: ${JSON.stringify(registered.error)}`);
  const mail = await server.smtp.waitFor(email, /activate/i);
  await server.open('activateUser', { token: linkKey(mail.text, 'activate') });
  const signedIn = await server.open<{ token: string; user: { id: number } }>('auth', { login: name, password });
  return { id: registered.data.id, username: name, email, password, token: signedIn.data.token };
}
