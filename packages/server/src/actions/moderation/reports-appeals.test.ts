// Issue 42, items 2-4: reports of every kind reach one answer per reported thing (kept as it was reported), the
// rules a moderation names, and one appeal per action, made by a suspended player who cannot sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

type Player = Awaited<ReturnType<typeof signUp>>;
let server: TestServer;
let boss: Player;
let second: Player;
beforeAll(async () => {
  server = await startTestServer(
    { managerEmails: ['appealboss@example.com', 'appealsecond@example.com'] },
    { jobs: { pollSeconds: 0.5 } },
  );
  boss = await signUp(server, 'appealboss');
  second = await signUp(server, 'appealsecond');
});
afterAll(() => server.close());

interface Subject {
  report_type: string;
  related_id: number;
  count: number;
  categories: string[];
  urgent: boolean;
  removed: boolean;
  snapshot: { text: string | null; author: { id: number } | null } | null;
}
const subjects = async (status = 'open') =>
  (await server.secured<{ rows: Subject[] }>(boss.token, 'getReportSubjects', { status, page: 0 })).data.rows;
const report = (who: Player, report_type: string, related_id: number, category: string) =>
  server.secured<{ id: number }>(who.token, 'createReport', { report_type, related_id, category });
const signIn = (player: Player) =>
  server.open<{ token: string }>('auth', { login: player.username, password: player.password });
const typesOf = async (player: { token: string }) =>
  (await server.secured<Notification[]>(player.token, 'getNotifications')).data.map((n) => [n.type, n.moderation]);

async function gameId(player: Player) {
  const games = await server.secured<{ id: number; slug: string }[]>(player.token, 'getGames', {});
  return games.data.find((g) => g.slug === 'league-of-legends')!.id;
}

describe('reports by subject', () => {
  it('keeps what was reported, counts a player once, puts urgent subjects first, takes lobbies and events', async () => {
    const author = await signUp(server);
    const [a, b] = [await signUp(server), await signUp(server)];
    const post = await server.secured<{ id: number }>(author.token, 'post', { content: 'buy my coins' });
    expect((await report(a, 'post', post.data.id, 'fraud')).status).toBe(202);
    expect((await report(a, 'post', post.data.id, 'bullying')).status).toBe(202);
    expect((await report(b, 'post', post.data.id, 'fraud')).status).toBe(202);
    // The author deletes it: the queue still shows the copy.
    expect((await server.secured(author.token, 'deleteFeed', { id: post.data.id })).status).toBe(202);

    const lobby = await server.secured<{ id: number }>(author.token, 'createLobby', {
      gameId: await gameId(author),
      server: 'TR',
      minMembers: 1,
      maxMembers: 5,
      description: 'knives at dawn',
      type: 'individual',
    });
    expect((await report(a, 'lobby', lobby.data.id, 'violence')).status).toBe(202);
    const event = await server.secured<{ id: number }>(author.token, 'createEvent', {
      name: 'Scam cup',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      kind: 'online',
      category: 'tournament',
    });
    expect((await report(b, 'event', event.data.id, 'fraud')).status).toBe(202);
    expect((await report(b, 'event', 999_999, 'fraud')).error?.code).toBe('reportTargetNotFound');
    expect((await report(b, 'planet', 1, 'fraud')).status).toBe(400);

    const rows = await subjects();
    const mine = rows.filter((r) => [post.data.id, lobby.data.id, event.data.id].includes(r.related_id));
    const postRow = mine.find((r) => r.report_type === 'post')!;
    expect(postRow).toMatchObject({ count: 2, urgent: false, removed: false });
    expect(postRow.categories.sort()).toEqual(['bullying', 'fraud']);
    expect(postRow.snapshot).toMatchObject({ text: 'buy my coins', author: { id: author.id } });
    // Violence is urgent: the lobby comes before every subject that is not.
    const lobbyAt = rows.findIndex((r) => r.report_type === 'lobby' && r.related_id === lobby.data.id);
    expect(rows.slice(0, lobbyAt).every((r) => r.urgent)).toBe(true);
    expect(rows.indexOf(rows.find((r) => r.report_type === 'post' && r.related_id === post.data.id)!)).toBeGreaterThan(
      lobbyAt,
    );
    expect(mine.find((r) => r.report_type === 'event')?.snapshot?.text).toBe('');
  });

  it('removes the thing and suspends its author under a rule; reporters and author are told', async () => {
    const author = await signUp(server);
    const [a, b] = [await signUp(server), await signUp(server)];
    const lobby = await server.secured<{ id: number }>(author.token, 'createLobby', {
      gameId: await gameId(author),
      server: 'TR',
      minMembers: 1,
      maxMembers: 5,
      description: 'selling boosts here',
      type: 'individual',
    });
    await report(a, 'lobby', lobby.data.id, 'fraud');
    await report(b, 'lobby', lobby.data.id, 'fraud');
    const refused = await server.secured(a.token, 'resolveReportSubject', {
      report_type: 'lobby',
      related_id: lobby.data.id,
      remove: true,
      rule: 'cheating',
    });
    expect([refused.status, refused.error?.code]).toEqual([403, 'unauthorized']);
    const resolved = await server.secured(boss.token, 'resolveReportSubject', {
      report_type: 'lobby',
      related_id: lobby.data.id,
      remove: true,
      moderation: 'suspend',
      days: 3,
      rule: 'cheating',
      note: 'boosting ring',
    });
    expect(resolved.data).toEqual({ status: 'actioned', closed: 2 });
    expect((await server.secured(a.token, 'getLobbyById', { id: lobby.data.id })).status).toBe(404);
    const closed = (await subjects('actioned')).find(
      (r) => r.related_id === lobby.data.id && r.report_type === 'lobby',
    );
    expect(closed).toMatchObject({ removed: true, count: 2, snapshot: { text: 'selling boosts here' } });

    await expect.poll(() => typesOf(a)).toContainEqual(['reportResolved', undefined]);
    const signedOut = await signIn(author);
    expect(signedOut.error).toMatchObject({ code: 'accountSuspended' });
    const log = await server.secured<{ rows: { action: string; rule: string; subject: unknown }[] }>(
      boss.token,
      'getModerationLog',
      { page: 0, userId: author.id },
    );
    expect(log.data.rows.map((r) => [r.action, r.rule, r.subject])).toEqual([
      ['suspend', 'cheating', null],
      ['remove', 'cheating', { type: 'lobby', id: lobby.data.id }],
    ]);
  });

  it('dismisses: nothing hides, the reporter hears, and only managers see the queue', async () => {
    const author = await signUp(server);
    const a = await signUp(server);
    const post = await server.secured<{ id: number }>(author.token, 'post', { content: 'fine post' });
    await report(a, 'post', post.data.id, 'adultContent');
    expect((await server.secured(a.token, 'getReportSubjects', { page: 0 })).error?.code).toBe('unauthorized');
    const dismissed = await server.secured(boss.token, 'resolveReportSubject', {
      report_type: 'post',
      related_id: post.data.id,
      rule: 'adultContent',
    });
    expect(dismissed.data).toEqual({ status: 'dismissed', closed: 1 });
    const feed = await server.secured<{ content: string }[]>(a.token, 'getFeed', { userId: author.id });
    expect(feed.data.map((p) => p.content)).toEqual(['fine post']);
    expect((await signIn(author)).status).toBe(202);
    await expect.poll(() => typesOf(a)).toContainEqual(['reportResolved', undefined]);
  });
});

describe('appeals', () => {
  it('a banned player, refused at sign-in, opens the standing page by its key and appeals once; another manager grants', async () => {
    const player = await signUp(server);
    const banned = await server.secured(boss.token, 'moderateUser', { userId: player.id, action: 'ban', rule: 'spam' });
    expect(banned.data).toMatchObject({ standing: 'banned', until: null });

    const refused = await server.open('auth', { login: player.username, password: player.password });
    expect(refused.status).toBe(403);
    const key = (refused.error as unknown as { standingKey: string }).standingKey;
    expect(key).toEqual(expect.any(String));
    // The key opens the standing page and the appeal, nothing else.
    expect((await server.secured(key, 'user')).status).toBe(401);
    expect((await server.open('getStandingWithKey', { key: 'not-a-real-key-at-all' })).error?.code).toBe(
      'standingKeyInvalid',
    );
    const page = await server.open<{
      standing: string;
      strikes: { id: number; action: string; rule: string; appealable: boolean }[];
    }>('getStandingWithKey', { key });
    expect(page.data.standing).toBe('banned');
    expect(page.data.strikes).toEqual([expect.objectContaining({ action: 'ban', rule: 'spam', appealable: true })]);
    const logId = page.data.strikes[0]!.id;

    const appealed = await server.open<{ id: number }>('appealModerationWithKey', {
      key,
      logId,
      text: 'I only posted once',
    });
    expect(appealed.data).toMatchObject({ status: 'open' });
    const again = await server.open('appealModerationWithKey', { key, logId, text: 'again' });
    expect([again.status, again.error?.code]).toEqual([409, 'appealExists']);
    expect((await server.open('appealModerationWithKey', { key, logId, text: '  ' })).error?.code).toBe(
      'fieldRequired',
    );

    // The manager who banned does not decide while another exists.
    const own = await server.secured(boss.token, 'decideAppeal', { id: appealed.data.id, decision: 'grant' });
    expect([own.status, own.error?.code]).toEqual([403, 'unauthorized']);
    const waiting = await server.secured<{ rows: { id: number; ownAction: boolean; text: string }[] }>(
      second.token,
      'getAppeals',
      { status: 'open', page: 0 },
    );
    expect(waiting.data.rows.find((r) => r.id === appealed.data.id)).toMatchObject({
      ownAction: false,
      text: 'I only posted once',
    });
    const granted = await server.secured(second.token, 'decideAppeal', {
      id: appealed.data.id,
      decision: 'grant',
      note: 'first time',
    });
    expect(granted.data).toEqual({ id: appealed.data.id, status: 'granted' });
    const twice = await server.secured(second.token, 'decideAppeal', { id: appealed.data.id, decision: 'deny' });
    expect(twice.error?.code).toBe('appealDecided');

    const back = await signIn(player);
    expect(back.status).toBe(202);
    const standing = await server.secured<{
      standing: string;
      strikes: { appeal: { status: string; note: string } | null; appealable: boolean }[];
    }>(back.data.token, 'getStanding');
    expect(standing.data.standing).toBe('good');
    expect(standing.data.strikes[0]).toMatchObject({
      appeal: { status: 'granted', note: 'first time' },
      appealable: false,
    });
    await expect
      .poll(() => typesOf(back.data))
      .toContainEqual(['moderationAction', { action: 'granted', rule: 'spam' }]);

    const bySecond = await server.secured<{ rows: { action: string; moderatorId: number | null }[] }>(
      boss.token,
      'getModerationLog',
      { page: 0, moderatorId: second.id },
    );
    expect(bySecond.data.rows.map((r) => r.action)).toContain('granted');
    const ofPlayer = await server.secured<{ rows: { action: string }[] }>(boss.token, 'getModerationLog', {
      page: 0,
      userId: player.id,
    });
    expect(ofPlayer.data.rows.map((r) => r.action)).toEqual(['granted', 'appeal', 'ban']);
  });

  it('finds a player by name or mail with their reports and log', async () => {
    const player = await signUp(server);
    const other = await signUp(server);
    await report(other, 'user', player.id, 'bullying');
    await server.secured(boss.token, 'moderateUser', { userId: player.id, action: 'warn', rule: 'bullying' });
    const byMail = await server.secured<{ rows: { id: number; standing: string }[] }>(boss.token, 'findPlayers', {
      q: player.email.toUpperCase(),
    });
    expect(byMail.data.rows).toEqual([expect.objectContaining({ id: player.id, standing: 'warned' })]);
    const byName = await server.secured<{ rows: { id: number }[] }>(boss.token, 'findPlayers', {
      q: player.username.slice(0, -1),
    });
    expect(byName.data.rows.map((r) => r.id)).toContain(player.id);
    const record = await server.secured<{
      reportsAbout: { other: { id: number } }[];
      log: { action: string }[];
    }>(boss.token, 'getPlayerRecord', { userId: player.id });
    expect(record.data.reportsAbout.map((r) => r.other.id)).toEqual([other.id]);
    expect(record.data.log.map((r) => r.action)).toEqual(['warn']);
    const reporter = await server.secured<{ reportsBy: { other: { id: number } | null }[] }>(
      boss.token,
      'getPlayerRecord',
      { userId: other.id },
    );
    expect(reporter.data.reportsBy.map((r) => r.other?.id)).toEqual([player.id]);
    expect((await server.secured(player.token, 'findPlayers', { q: 'x' })).error?.code).toBe('unauthorized');
  });
});
