// Our server in the benchmark's own process, on a loopback port: quiet, with rate limits out of the way.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig, type Config } from '../packages/server/src/config.js';
import type { DatabaseHandle } from '../packages/server/src/db/client.js';

export async function startBenchApp(database: DatabaseHandle, overrides: Partial<Config> = {}) {
  const config: Config = {
    ...loadConfig({ PORT: '0' }),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'gf-bench-')),
    webDist: undefined,
    logLevel: 'silent',
    rateLimitScale: 1000,
    checkOutputs: false,
    ...overrides,
  };
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
