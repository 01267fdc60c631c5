import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { nginxBinary, nginxInstalled, startNginx } from '../test/nginx.js';
import { startServerProcess } from '../test/processes.js';
import { startS3StandIn } from '../test/s3-stand-in.js';
import { startSmtpServer } from '../test/smtp.js';
import { openSocket } from '../test/socket.js';

// docs/deploy.md's setup for real: two instances on one PostgreSQL server, one Redis and one S3 bucket, behind
// Debian's nginx. It runs in the server-suite pass that has DATABASE_URL and REDIS_URL (CI installs nginx).
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const why = !shared
  ? 'DATABASE_URL and REDIS_URL are unset (the PostgreSQL-server pass of .ci/run sets them)'
  : `nginx is not installed at ${nginxBinary} (apt-get install nginx)`;
if (!shared || !nginxInstalled()) console.warn(`nginx cluster test skipped: ${why}`);

describe.runIf(shared && nginxInstalled())('two instances behind nginx', () => {
  let a: Awaited<ReturnType<typeof startServerProcess>>;
  let b: Awaited<ReturnType<typeof startServerProcess>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;

  beforeAll(async () => {
    [smtp, database, s3] = await Promise.all([startSmtpServer(), openTestDatabase(), startS3StandIn()]);
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `gf:nginx:${Date.now()}:`,
      SMTP_URL: smtp.url,
      APP_URL: 'http://gamefolk.test',
      RATE_LIMIT_SCALE: '100',
      // nginx is on this host: its X-Forwarded-For names the client.
      TRUST_PROXY: '127.0.0.1',
      ...s3.env,
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    nginx = await startNginx([a.url, b.url].map((url) => new URL(url).host));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), nginx?.stop()]);
    await Promise.all([database?.close(), smtp?.close(), s3?.close()]);
  });

  async function call<T>(base: string, action: string, payload: unknown, token?: string): Promise<T> {
    const response = await fetch(`${base}/api/${token ? 'securedHandle' : 'handle'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ action, payload }),
    });
    const text = await response.text();
    if (response.status !== 202) {
      const log = base === nginx?.url ? `\nnginx: ${nginx.errors()}` : '';
      throw new Error(`${action} via ${base}: ${response.status} ${text.slice(0, 300)}${log}`);
    }
    return (JSON.parse(text) as { data: T }).data;
  }

  /** Registered on A, activated on B, signed in through nginx. */
  async function player(name: string) {
    const password = 'Str0ng!pass';
    const email = `${name}@example.com`;
    await call(a.url, 'register', { username: name, email, password, passwordConfirm: password });
    const mail = await smtp.waitFor(email, /activate/i);
    const key = /\/activate\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await call(b.url, 'activateUser', { token: key });
    const { token, user } = await call<{ token: string; user: { id: number } }>(nginx.url, 'auth', {
      login: name,
      password,
    });
    return { token, id: user.id };
  }

  it('what one instance wrote (post, upload, chat) reads the same through the other and through nginx; with one instance killed, nginx keeps serving', async () => {
    const [ada, bo] = [await player('nginxada'), await player('nginxbo')];

    // Upload on A: the file lands in the bucket and every instance serves it.
    const form = new FormData();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'map.png');
    const uploaded = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(202);
    const file = ((await uploaded.json()) as { data: { url: string } }).data.url;
    for (const base of [b.url, nginx.url]) {
      const served = await fetch(base + file);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }

    // A post with that picture, made on A, is on B's Discover and on ada's page through nginx.
    const made = await call<{ id: number }>(
      a.url,
      'post',
      { content: '<p>through the cluster</p>', feedAttachments: [{ type: 'image', attachmentUrl: file }] },
      ada.token,
    );
    const onB = await call<{ id: number; content: string }[]>(b.url, 'getFeed', { userId: ada.id }, bo.token);
    expect(onB.map((item) => item.content)).toEqual(['<p>through the cluster</p>']);
    const viaNginx = await call<{ id: number }[]>(nginx.url, 'getFeed', { userId: ada.id }, bo.token);
    expect(viaNginx.map((item) => item.id)).toEqual([made.id]);

    // Chat: both sockets go through nginx (upgrade passed on), each to whichever instance nginx picks.
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: bo.id }, ada.token);
    const adaSocket = await openSocket(nginx.url, `/ws/chat?id=${channel.id}`, ada.token);
    const boSocket = await openSocket(nginx.url, `/ws/chat?id=${channel.id}`, bo.token);
    await Promise.all([adaSocket.next('ready'), boSocket.next('ready')]);
    adaSocket.socket.send(JSON.stringify({ type: 'send', ref: 'n1', content: 'gg through nginx' }));
    expect((await boSocket.next('message', 10_000)).message).toMatchObject({ contentMessage: 'gg through nginx' });
    adaSocket.close();
    boSocket.close();
    const history = await call<{ contentMessage: string }[]>(
      b.url,
      'getChatmessagesByChannelId',
      { chatchannelId: channel.id },
      bo.token,
    );
    expect(history.map((m) => m.contentMessage)).toContain('gg through nginx');

    // A dies without a word (SIGKILL): every request through nginx still succeeds, on B.
    // A request that reached it while it died would get nginx's 502: a POST that was sent is not replayed on B (it may
    // have written already). Once it has exited, its port refuses connections and every request fails over.
    await a.kill();
    for (let i = 0; i < 6; i++) {
      const feed = await call<{ id: number }[]>(nginx.url, 'getFeed', { userId: ada.id }, bo.token);
      expect(feed.map((item) => item.id)).toEqual([made.id]);
    }
    await call(nginx.url, 'post', { content: '<p>after the crash</p>' }, bo.token);
    expect((await fetch(nginx.url + file)).status).toBe(200);
    const again = await openSocket(nginx.url, `/ws/chat?id=${channel.id}`, bo.token);
    await again.next('ready');
    again.socket.send(JSON.stringify({ type: 'send', ref: 'n2', content: 'still here' }));
    expect(await again.next('sent')).toMatchObject({ ref: 'n2' });
    again.close();
    expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
