// Issue 43: a player's sessions, listed with the browser each signed in from, ended one by one or all but this one,
// and a mail when a browser that never signed in to the account does.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@gamefolk/contract';
import { openTestDatabase } from '../../test/database.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';
import { cookiesOf } from '../../test/steam-flow.js';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const macFirefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

let server: TestServer;
/** How far the server's clock is ahead of the real one. */
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + ahead), jobs: { pollSeconds: 0.5 } });
});
afterAll(() => server.close());

type Player = Awaited<ReturnType<typeof signUp>>;

/** A sign-in from a browser sending `userAgent` (and `cookie`, when it holds one): its token and the cookies set. */
async function signInFrom(target: TestServer, player: Player, userAgent: string, cookie?: string) {
  const response = await fetch(`${target.url}/api/handle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(cookie && { cookie }) },
    body: JSON.stringify({ action: 'auth', payload: { login: player.username, password: player.password } }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return { token: body.data.token, cookie: cookiesOf(response.headers) };
}

const sessionsOf = async (token: string) =>
  (await server.secured<{ rows: SessionInfo[] }>(token, 'getSessions')).data.rows;

const lastSeen = async (token: string) => {
  const rows = await sessionsOf(token);
  return rows.find((row) => row.current)!.last_seen_at;
};

describe('sessions', () => {
  it('lists the live sessions, the current one marked, with the User-Agent as sent and a readable label', async () => {
    const player = await signUp(server);
    const phone = await signInFrom(server, player, androidChrome);
    const laptop = await signInFrom(server, player, macFirefox);
    await server.secured(player.token, 'logout');

    const rows = await sessionsOf(phone.token);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.current)).toMatchObject({ user_agent: androidChrome, device: 'Chrome on Android' });
    expect(rows.find((row) => !row.current)).toMatchObject({ user_agent: macFirefox, device: 'Firefox on Mac OS' });
    expect((await sessionsOf(laptop.token)).filter((row) => row.current).map((row) => row.device)).toEqual([
      'Firefox on Mac OS',
    ]);
  });

  it('moves last_seen_at at most once a minute, not on every call', async () => {
    const player = await signUp(server);
    const signedInAt = await lastSeen(player.token);
    // Within the minute: no write, however many calls.
    ahead += 30_000;
    for (let i = 0; i < 3; i++) await server.secured(player.token, 'user');
    expect(await lastSeen(player.token)).toBe(signedInAt);
    ahead += 40_000;
    await server.secured(player.token, 'user');
    // The write is not awaited by the call.
    await expect.poll(() => lastSeen(player.token)).not.toBe(signedInAt);
    const written = await lastSeen(player.token);
    expect(new Date(written).getTime()).toBeGreaterThan(new Date(signedInAt).getTime() + 60_000);
    ahead += 30_000;
    await server.secured(player.token, 'user');
    expect(await lastSeen(player.token)).toBe(written);
  });

  it('revokeSession ends that session: its calls answer 401 and its socket closes; others stay', async () => {
    const player = await signUp(server);
    const other = await signInFrom(server, player, androidChrome);
    const socket = await openSocket(server.url, '/ws/notifications', other.token);
    await socket.next('ready');
    const target = (await sessionsOf(player.token)).find((row) => !row.current)!;

    expect((await server.secured(player.token, 'revokeSession', { id: target.id })).data).toEqual({ revoked: true });
    expect((await server.secured(other.token, 'user')).status).toBe(401);
    expect((await socket.waitClosed())?.code).toBe(4401);
    expect((await server.secured(player.token, 'user')).status).toBe(202);
    // Already ended: as missing as anyone else's.
    const again = await server.secured(player.token, 'revokeSession', { id: target.id });
    expect(again).toMatchObject({ status: 404, error: { code: 'sessionNotFound' } });
  });

  it("another player's session reads as missing and stays live", async () => {
    const [owner, stranger] = [await signUp(server), await signUp(server)];
    const ownersSession = (await sessionsOf(owner.token))[0]!;
    const answer = await server.secured(stranger.token, 'revokeSession', { id: ownersSession.id });
    expect(answer).toMatchObject({ status: 404, error: { code: 'sessionNotFound' } });
    expect((await server.secured(owner.token, 'user')).status).toBe(202);
  });

  it('revokeOtherSessions signs out every other device and keeps this one', async () => {
    const player = await signUp(server);
    const others = [await signInFrom(server, player, androidChrome), await signInFrom(server, player, macFirefox)];
    const answer = await server.secured(player.token, 'revokeOtherSessions');
    expect(answer.data).toEqual({ revoked: 2 });
    for (const other of others) expect((await server.secured(other.token, 'user')).status).toBe(401);
    expect((await sessionsOf(player.token)).map((row) => row.current)).toEqual([true]);
  });
});

describe('the mail on a sign-in from a new browser', () => {
  it('comes for a browser without the device cookie, in the player’s language, and not for one holding it', async () => {
    const player = await signUp(server);
    await server.secured(player.token, 'saveUserLanguage', { language: 'tr' });
    // The browser signUp signed in with got no cookie kept; this one keeps its own.
    const trusted = await signInFrom(server, player, macFirefox);
    const subject = /yeni bir giriş/;
    await server.smtp.waitFor(player.email, subject);
    await signInFrom(server, player, macFirefox, trusted.cookie);
    await signInFrom(server, player, androidChrome);
    const mails = () => server.smtp.inbox.filter((m) => m.to === player.email && subject.test(m.subject));
    await expect.poll(() => mails().some((m) => m.text.includes('Android'))).toBe(true);
    // Mails go out in the order their jobs were stored: had the trusted browser's sign-in made one, it came before.
    expect(mails()).toHaveLength(2);
    const mail = mails().at(-1)!;
    expect(mail.text).toContain('Android üzerinde Chrome');
    expect(mail.text).toMatch(/\d{4} \d{2}:\d{2} UTC tarihinde/);
    expect(mail.text).toContain('Şifreni mi unuttun?');
    expect(mail.text).toContain('http://gamefolk.test/settings');
  });
});

describe('mails on a changed password or address', () => {
  it('tell what changed, when and from where; a new address is told at the one it left', async () => {
    const player = await signUp(server);
    const changed = await server.secured(player.token, 'updatePassword', {
      current_password: player.password,
      new_password: 'N3w!passw0rd',
      passwordConfirm: 'N3w!passw0rd',
    });
    expect(changed.status).toBe(202);
    const password = await server.smtp.waitFor(player.email, /password was changed/i);
    expect(password.text).toMatch(/changed on .+ UTC from an unknown browser\. Your other sessions were signed out\./);
    expect(password.text).toContain('Forgot password?');

    const newMail = `moved.${player.username.toLowerCase()}@example.com`;
    await server.secured(player.token, 'changeMailRequest', { new_mail: newMail });
    const code = /\b(\d{6})\b/.exec((await server.smtp.waitFor(player.email, /email change/i)).text)![1];
    expect((await server.secured(player.token, 'addMail', { token: code, new_mail: newMail })).status).toBe(202);
    const moved = await server.smtp.waitFor(player.email, /new email address/i);
    expect(moved.text).toContain(`changed to ${newMail} on `);
    expect(moved.text).toContain("If this wasn't you, reply to this email");
  });
});

// Two instances need a shared PostgreSQL server and Redis: this runs in the server-suite pass that has them.
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(shared)('revoking across instances', () => {
  it('a session revoked on A answers 401 on B at once, though B had just seen it, and its socket on B closes', async () => {
    const database = await openTestDatabase();
    const settings = { redisPrefix: `gf:test:${randomBytes(4).toString('hex')}:`, redisUrl: process.env.REDIS_URL };
    const a = await startTestServer(settings, { database });
    const b = await startTestServer(settings, { database });
    try {
      const player = await signUp(a);
      const other = await signInFrom(b, player, androidChrome);
      const socket = await openSocket(b.url, '/ws/notifications', other.token);
      await socket.next('ready');
      // B keeps the session it has just looked up (services/caches/session-cache.ts).
      expect((await b.secured(other.token, 'user')).status).toBe(202);
      const rows = (await a.secured<{ rows: SessionInfo[] }>(player.token, 'getSessions')).data.rows;
      const { id } = rows.find((row) => !row.current)!;

      expect((await a.secured(player.token, 'revokeSession', { id })).status).toBe(202);
      expect((await socket.waitClosed())?.code).toBe(4401);
      expect((await b.secured(other.token, 'user')).status).toBe(401);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
