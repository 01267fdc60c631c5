import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Request = { request_id: number; status: string; follower_user_id: number; username: string };
const pair = async () => [await signUp(server), await signUp(server)] as const;

describe('connections', () => {
  it('sends, approves and removes; each side sees where it stands', async () => {
    const [a, b] = await pair();
    const sent = await server.secured<Request>(a.token, 'connectionRequest', { userId: b.id });
    expect(sent.data).toMatchObject({ status: 'sent', follower_user_id: a.id, username: a.username });
    expect((await server.secured(a.token, 'checkRequest', { userId: b.id })).data).toEqual({
      state: 'sent',
      request_id: sent.data.request_id,
    });
    expect((await server.secured(b.token, 'checkRequest', { userId: a.id })).data).toMatchObject({ state: 'received' });
    const waiting = await server.secured<Request[]>(b.token, 'getConnectionRequests');
    expect(waiting.data.map((r) => r.request_id)).toEqual([sent.data.request_id]);

    const approved = await server.secured(b.token, 'answerRequest', { request_id: sent.data.request_id, status: 1 });
    expect(approved).toMatchObject({ status: 202, data: { status: 'approved' } });
    expect((await server.secured(a.token, 'getUserConnections', { userId: a.id })).data).toEqual({
      userIds: [b.id],
      count: 1,
    });
    const cards = await server.secured<{ username: string }[]>(a.token, 'connectionDetail', {
      userIds: [b.id],
      page: 0,
    });
    expect(cards.data.map((c) => c.username)).toEqual([b.username]);

    expect((await server.secured(a.token, 'removeConnection', { userId: b.id })).status).toBe(202);
    expect((await server.secured(b.token, 'checkRequest', { userId: a.id })).data).toEqual({
      state: 'none',
      request_id: null,
    });
  });

  it('writes request and accepted notifications', async () => {
    const [a, b] = await pair();
    const sent = await server.secured<Request>(a.token, 'connectionRequest', { userId: b.id });
    await server.secured(b.token, 'answerRequest', { request_id: sent.data.request_id, status: 1 });
    const toB = await server.secured<{ type: string; actor: { id: number } }[]>(b.token, 'getNotifications');
    expect(toB.data.map((n) => n.type)).toContain('request');
    const toA = await server.secured<{ type: string; actor: { id: number } }[]>(a.token, 'getNotifications');
    expect(toA.data.find((n) => n.type === 'accepted')?.actor.id).toBe(b.id);
  });

  it('refuses the impossible transitions', async () => {
    const [a, b] = await pair();
    const sent = await server.secured<Request>(a.token, 'connectionRequest', { userId: b.id });
    const id = sent.data.request_id;
    expect((await server.secured(a.token, 'connectionRequest', { userId: b.id })).error?.code).toBe('connectionExists');
    expect((await server.secured(b.token, 'connectionRequest', { userId: a.id })).error?.code).toBe('connectionExists');
    // Answering your own request, or cancelling someone else's.
    expect((await server.secured(a.token, 'answerRequest', { request_id: id, status: 1 })).status).toBe(403);
    expect((await server.secured(b.token, 'cancelRequest', { request_id: id })).status).toBe(403);
    expect((await server.secured(a.token, 'cancelRequest', { request_id: id })).data).toEqual({
      request_id: id,
      status: 'cancelled',
    });
    // Answering a cancelled request.
    const late = await server.secured(b.token, 'answerRequest', { request_id: id, status: 1 });
    expect(late.error?.code).toBe('connectionNotPossible');
    // A stranger cannot see or touch it.
    const [c] = await pair();
    expect((await server.secured(c.token, 'answerRequest', { request_id: id, status: 2 })).status).toBe(404);
    expect((await server.secured(a.token, 'connectionRequest', { userId: a.id })).error?.code).toBe(
      'cannotConnectSelf',
    );
    expect((await server.secured(a.token, 'answerRequest', { request_id: id, status: 3 })).status).toBe(400);
  });

  it('rejecting ends the request, and a new one can follow', async () => {
    const [a, b] = await pair();
    const sent = await server.secured<Request>(a.token, 'connectionRequest', { userId: b.id });
    expect(
      (await server.secured(b.token, 'answerRequest', { request_id: sent.data.request_id, status: 2 })).data,
    ).toMatchObject({ status: 'rejected' });
    expect(
      (await server.secured(b.token, 'answerRequest', { request_id: sent.data.request_id, status: 1 })).error?.code,
    ).toBe('connectionNotPossible');
    expect((await server.secured(a.token, 'connectionRequest', { userId: b.id })).status).toBe(202);
  });
});

describe('follows and blocks', () => {
  it('follow toggles, lists followers, and notifies', async () => {
    const [a, b] = await pair();
    expect((await server.secured(a.token, 'followUser', { userId: b.id })).data).toEqual({ following: true });
    const lists = await server.secured<{ followers: number[]; isFollowing: boolean }>(a.token, 'getUserFollowers', {
      userId: b.id,
    });
    expect(lists.data).toMatchObject({ followers: [a.id], isFollowing: true });
    const detail = await server.secured<{ id: number }[]>(b.token, 'followerDetail', {
      userIds: lists.data.followers,
      page: 0,
    });
    expect(detail.data.map((u) => u.id)).toEqual([a.id]);
    const notes = await server.secured<{ type: string }[]>(b.token, 'getNotifications');
    expect(notes.data.map((n) => n.type)).toContain('followed');
    expect((await server.secured(a.token, 'followUser', { userId: b.id })).data).toEqual({ following: false });
  });

  it('a block ends follows and connections and stops new ones, both ways', async () => {
    const [a, b] = await pair();
    await server.secured(a.token, 'followUser', { userId: b.id });
    const sent = await server.secured<Request>(b.token, 'connectionRequest', { userId: a.id });
    expect((await server.secured(a.token, 'blockuser', { blocked_user_id: b.id })).status).toBe(202);

    expect((await server.secured(a.token, 'getUserFollowers', { userId: b.id })).data).toMatchObject({ followers: [] });
    expect(
      (await server.secured(a.token, 'answerRequest', { request_id: sent.data.request_id, status: 1 })).error?.code,
    ).toBe('connectionNotPossible');
    expect((await server.secured(b.token, 'followUser', { userId: a.id })).error?.code).toBe('blockedUser');
    expect((await server.secured(b.token, 'connectionRequest', { userId: a.id })).error?.code).toBe('blockedUser');
    expect((await server.secured(a.token, 'followUser', { userId: b.id })).error?.code).toBe('blockedUser');

    const blocked = await server.secured<{ blocked_user_id: number }[]>(a.token, 'userBlocks');
    expect(blocked.data.map((u) => u.blocked_user_id)).toEqual([b.id]);
    // A mention from the blocked user notifies nobody.
    await server.secured(b.token, 'post', {
      content: `<span data-type="mention" data-id="${a.id}" data-kind="user">@a</span> hi`,
    });
    const notes = await server.secured<{ type: string }[]>(a.token, 'getNotifications');
    expect(notes.data.map((n) => n.type)).not.toContain('mentioned');
  });
});

describe('search', () => {
  it('finds people by name, closest first, not frozen, blocking or blocked ones', async () => {
    const me = await signUp(server, 'searcher');
    const exact = await signUp(server, 'Kartal');
    const prefix = await signUp(server, 'kartalpro');
    const named = await signUp(server);
    await server.secured(named.token, 'savePersonals', { first_name: 'Kartalcı', last_name: 'Deniz' });
    const blocker = await signUp(server, 'kartalx');
    await server.secured(blocker.token, 'blockuser', { blocked_user_id: me.id });
    const frozen = await signUp(server, 'kartalfrozen');
    await server.secured(frozen.token, 'freezeAccount');

    const found = await server.secured<{ id: number; type: number }[]>(me.token, 'searchUser', { name: 'kartal' });
    const ids = found.data.map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([exact.id, prefix.id]);
    expect(ids).toContain(named.id);
    expect(ids).not.toContain(blocker.id);
    expect(ids).not.toContain(frozen.id);
    expect(found.data.every((r) => r.type === 1)).toBe(true);
    expect((await server.secured(me.token, 'searchUser', { name: 'kar' })).error?.code).toBe('searchTooShort');
  });
});

describe('reports', () => {
  it('needs a token for the options; reports users and posts; managers work the queue', async () => {
    expect((await server.secured(undefined, 'getAllReportOptions')).status).toBe(401);
    const [a, b] = await pair();
    const options = await server.secured<{ id: string }[]>(a.token, 'getAllReportOptions');
    expect(options.data.map((o) => o.id)).toEqual([
      'underage',
      'bullying',
      'selfHarm',
      'violence',
      'restrictedItem',
      'adultContent',
      'fraud',
    ]);

    const post = await server.secured<{ id: number }>(b.token, 'post', { content: 'buy cheap coins at scam.example' });
    await server.secured(a.token, 'blockuser', { blocked_user_id: b.id });
    const report = await server.secured<{ id: number }>(a.token, 'createReport', {
      report_type: 'post',
      related_id: post.data.id,
      category: 'fraud',
      description: 'Selling coins',
    });
    expect(report.status).toBe(202);
    expect(
      (await server.secured(a.token, 'createReport', { report_type: 'post', related_id: 999999, category: 'fraud' }))
        .status,
    ).toBe(404);
    expect((await server.secured(a.token, 'getReports', {})).status).toBe(403);

    const mod = await signUp(server);
    await server.app.services.repos.users.update(mod.id, { isManager: true });
    const queue = await server.secured<{ id: number; target: { excerpt: string } }[]>(mod.token, 'getReports', {});
    expect(queue.data[0]).toMatchObject({ id: report.data.id, target: { excerpt: 'buy cheap coins at scam.example' } });
    await server.secured(mod.token, 'resolveReport', { id: report.data.id, action: 'removeContent' });
    expect((await server.secured<{ is_deleted: boolean }>(b.token, 'getFeed', { userId: b.id })).data).toEqual([]);
  });
});
