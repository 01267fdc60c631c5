// Issue 42: a player's standing set by the moderators (warn, suspend, ban, lift), what it does to sign-in, sessions,
// sockets and what others see, the log nobody can rewrite, and the notifications it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';
import { pushText } from '../../services/attention/push-text.js';
import { startSession } from '../../services/account/sessions.js';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
/** How far the server's clock is ahead of the real one. */
let ahead = 0;
let boss: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer(
    { managerEmails: ['moderationboss@example.com'] },
    { now: () => new Date(Date.now() + ahead), jobs: { pollSeconds: 0.5 } },
  );
  boss = await signUp(server, 'moderationboss');
});
afterAll(() => server.close());

type Player = Awaited<ReturnType<typeof signUp>>;
const signIn = (player: Player) =>
  server.open<{ token: string }>('auth', { login: player.username, password: player.password });
const moderate = (payload: object, token = boss.token) =>
  server.secured<{ userId: number; standing: string; until: string | null }>(token, 'moderateUser', payload);
/** The author's posts as `viewer` sees them on their profile, or the code it answers when they are hidden. */
const postsOf = async (viewer: Player, author: Player) => {
  const answer = await server.secured<{ content: string }[]>(viewer.token, 'getFeed', { userId: author.id });
  return answer.error?.code ?? answer.data.map((p) => p.content);
};

describe('moderateUser', () => {
  it('is for managers only, names a community rule, and a suspension has 1 to 365 days', async () => {
    const player = await signUp(server);
    const refused = await moderate({ userId: player.id, action: 'ban', rule: 'fraud' }, player.token);
    expect([refused.status, refused.error?.code]).toEqual([403, 'unauthorized']);
    expect((await server.secured(player.token, 'getModerationLog', { page: 0 })).error?.code).toBe('unauthorized');

    const unknownRule = await moderate({ userId: player.id, action: 'warn', rule: 'beingAnnoying' });
    expect([unknownRule.status, unknownRule.error?.code]).toEqual([400, 'unknownRule']);
    for (const days of [undefined, 0, 366]) {
      const answer = await moderate({ userId: player.id, action: 'suspend', days, rule: 'bullying' });
      expect([answer.status, answer.error?.code]).toEqual([400, 'suspensionDaysInvalid']);
    }
    const lifted = await moderate({ userId: player.id, action: 'lift', rule: 'bullying' });
    expect([lifted.status, lifted.error?.code]).toEqual([409, 'standingUnchanged']);
    expect((await signIn(player)).status).toBe(202);
  });

  it('suspends: sessions and sockets end at once, sign-in says until when, posts hide, and it ends on time', async () => {
    const player = await signUp(server);
    const other = await signUp(server);
    await server.secured(player.token, 'post', { content: 'suspended soon' });
    expect(await postsOf(other, player)).toEqual(['suspended soon']);
    const socket = await openSocket(server.url, '/ws/notifications', player.token);
    await socket.next('ready');

    const suspended = await moderate({ userId: player.id, action: 'suspend', days: 7, rule: 'bullying', note: 'x' });
    expect(suspended.data).toMatchObject({ userId: player.id, standing: 'suspended' });
    const until = suspended.data.until!;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    expect((await server.secured(player.token, 'user')).status).toBe(401);
    expect((await socket.waitClosed())?.code).toBe(4401);
    const refused = await signIn(player);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'accountSuspended', until });
    // A mail tells them, naming the rule and the end, with a link of their own to the standing page and its appeal.
    const mail = await server.smtp.waitFor(player.email, /suspended until/);
    expect(mail.text).toContain('Bullying');
    expect(mail.text).toContain('“x”');
    const key = decodeURIComponent(/settings\/standing\?key=([^\s"]+)/.exec(mail.text)![1]!);
    const standing = await server.open<{ standing: string }>('getStandingWithKey', { key });
    expect(standing.data.standing).toBe('suspended');
    // Hidden as a frozen account is: the profile reads as missing, the post leaves Discover.
    expect(await postsOf(other, player)).toBe('unknownUser');
    const discover = await server.secured<{ content: string }[]>(other.token, 'getFeed', { page: 0 });
    expect(discover.data.map((p) => p.content)).not.toContain('suspended soon');

    // A session that slipped past the sign-out (a sign-in racing it; made here by hand) acts no more, and reopening
    // the account does not lift it.
    const user = (await server.app.services.repos.users.findById(player.id))!;
    const kept = await startSession(server.app.services, user);
    const restore = await server.secured(kept.token, 'restoreAccount');
    expect([restore.status, restore.error?.code]).toEqual([403, 'accountSuspended']);
    expect((await signIn(player)).error?.code).toBe('accountSuspended');

    ahead = 7 * DAY + 60_000;
    try {
      expect((await signIn(player)).status).toBe(202);
      // The scheduler writes it back to good, and the posts show again.
      await server.app.scheduler.tick();
      await expect.poll(() => postsOf(other, player), { timeout: 5000 }).toEqual(['suspended soon']);
    } finally {
      ahead = 0;
    }
  });

  it("the queue's freeze bans; lift, warn; the log newest first; the player and the reporter are told", async () => {
    const player = await signUp(server);
    const reporter = await signUp(server);
    const post = await server.secured<{ id: number }>(player.token, 'post', { content: 'scam coins' });
    const report = await server.secured<{ id: number }>(reporter.token, 'createReport', {
      report_type: 'post',
      related_id: post.data.id,
      category: 'fraud',
    });
    const resolved = await server.secured(boss.token, 'resolveReport', { id: report.data.id, action: 'freezeAccount' });
    expect(resolved.data).toEqual({ id: report.data.id, status: 'actioned' });
    expect((await signIn(player)).error).toMatchObject({ code: 'accountSuspended', until: null });
    expect(await postsOf(reporter, player)).toBe('unknownUser');
    expect((await server.smtp.waitFor(player.email, /is banned/)).text).toContain('Fraud');
    await expect
      .poll(async () =>
        (await server.secured<Notification[]>(reporter.token, 'getNotifications')).data.map((n) => n.type),
      )
      .toContain('reportResolved');

    expect((await moderate({ userId: player.id, action: 'lift', rule: 'fraud' })).data).toEqual({
      userId: player.id,
      standing: 'good',
      until: null,
    });
    const back = await signIn(player);
    expect(back.status).toBe(202);
    const warned = await moderate({ userId: player.id, action: 'warn', rule: 'adultContent' });
    expect(warned.data.standing).toBe('warned');
    expect(Date.parse(warned.data.until!) - Date.now()).toBeGreaterThan(89 * DAY);
    // A warning is a strike, not a suspension: the player stays in.
    expect((await server.secured(back.data.token, 'user')).status).toBe(202);

    const log = await server.secured<{ rows: { action: string; rule: string; moderatorId: number }[] }>(
      boss.token,
      'getModerationLog',
      { page: 0, userId: player.id },
    );
    expect(log.data.rows.map((r) => [r.action, r.rule, r.moderatorId])).toEqual([
      ['warn', 'adultContent', boss.id],
      ['lift', 'fraud', boss.id],
      ['ban', 'fraud', boss.id],
    ]);
    await expect
      .poll(async () =>
        (await server.secured<Notification[]>(back.data.token, 'getNotifications')).data
          .filter((n) => n.type === 'moderationAction')
          .map((n) => n.moderation),
      )
      .toEqual([
        { action: 'warn', rule: 'adultContent' },
        { action: 'lift', rule: 'fraud' },
        { action: 'ban', rule: 'fraud' },
      ]);
    // The push says what was done under which rule, in the player's language.
    const [latest] = (await server.secured<Notification[]>(back.data.token, 'getNotifications')).data;
    expect(pushText(latest!, 'tr')).toBe(
      'moderationboss (moderatör) bir kuralı çiğnediğin için seni uyardı: Yetişkin içerik',
    );
  });

  it('keeps a log its repository can only append to and read, and the database refuses to change', async () => {
    expect(Object.keys(server.app.services.repos.moderationLog).sort()).toEqual([
      'append',
      'bannedBefore',
      'byIds',
      'lastStandingMove',
      'page',
      'removedOf',
    ]);
    const { sql } = server.app.services.repos;
    for (const statement of ["update moderation_log set note = 'rewritten'", 'delete from moderation_log']) {
      await expect(sql(statement)).rejects.toThrow(/cannot be changed or removed/);
    }
  });
});
