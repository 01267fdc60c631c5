import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService } from '../../test/push-service.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';
import { loadConfig } from '../../config.js';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ push: { ...loadConfig({}).push, ...push.config } });
});
afterAll(async () => {
  await server.close();
  await push.close();
});

type Note = { id: number; type: string; read: boolean; extra_parameter: number; actor: { username: string } | null };

describe('notifications', () => {
  it('groups actors on one post and marks read', async () => {
    const owner = await signUp(server);
    const post = await server.secured<{ id: number }>(owner.token, 'post', { content: 'hit me' });
    for (let i = 0; i < 4; i++) await server.secured((await signUp(server)).token, 'like', { id: post.data.id });
    const list = await server.secured<Note[]>(owner.token, 'getNotifications');
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ type: 'post_liked', extra_parameter: 4, read: false });

    const read = await server.secured(owner.token, 'readNotifications', { id: list.data[0]!.id });
    expect(read.data).toEqual({ unread: 0 });
    await server.secured((await signUp(server)).token, 'like', { id: post.data.id });
    const again = await server.secured<Note[]>(owner.token, 'getNotifications');
    expect(again.data[0]).toMatchObject({ extra_parameter: 5, read: false });
  });

  it('opening the panel reads everything up to the latest-updated unread one, not one per visit', async () => {
    const owner = await signUp(server);
    const post = await server.secured<{ id: number }>(owner.token, 'post', { content: 'watch this' });
    const fans = [await signUp(server), await signUp(server), await signUp(server)];
    for (const fan of fans) await server.secured(fan.token, 'followUser', { userId: owner.id });
    await server.secured(fans[0]!.token, 'like', { id: post.data.id });
    const list = await server.secured<Note[]>(owner.token, 'getNotifications');
    expect(list.data.filter((n) => !n.read)).toHaveLength(4);

    // Something arrives after the panel was drawn: it stays unread.
    await server.secured(fans[1]!.token, 'createComment', { relatedFeedId: post.data.id, content: 'nice' });
    const read = await server.secured(owner.token, 'readNotifications', { id: list.data[0]!.id });
    expect(read.data).toEqual({ unread: 1 });
    const after = await server.secured<Note[]>(owner.token, 'getNotifications');
    expect(after.data.filter((n) => !n.read).map((n) => n.type)).toEqual(['post_commented']);

    // Someone else's notification id marks nothing.
    const stranger = await signUp(server);
    expect((await server.secured(stranger.token, 'readNotifications', { id: after.data[0]!.id })).data).toEqual({
      unread: 0,
    });
    expect((await server.secured(owner.token, 'readNotifications', {})).data).toEqual({ unread: 0 });
  });

  it('shows where a connection request stands once it is answered', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const fromA = await server.secured<{ request_id: number }>(a.token, 'connectionRequest', { userId: b.id });
    const fromC = await server.secured<{ request_id: number }>(c.token, 'connectionRequest', { userId: b.id });
    const statuses = async () =>
      (await server.secured<(Note & { request_status: string | null })[]>(b.token, 'getNotifications')).data.map(
        (n) => [n.actor?.username, n.request_status],
      );
    expect(await statuses()).toEqual([
      [c.username, 'sent'],
      [a.username, 'sent'],
    ]);
    await server.secured(b.token, 'answerRequest', { request_id: fromA.data.request_id, status: 1 });
    await server.secured(b.token, 'answerRequest', { request_id: fromC.data.request_id, status: 2 });
    expect(await statuses()).toEqual([
      [c.username, 'rejected'],
      [a.username, 'approved'],
    ]);
  });

  it('arrives live over the socket as it happens', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const live = await openSocket(server.url, '/ws/notifications', b.token);
    await live.next('ready');
    await server.secured(a.token, 'followUser', { userId: b.id });
    const frame = await live.next('notification');
    expect(frame.notification).toMatchObject({ type: 'followed', actor: { username: a.username } });

    await server.secured(a.token, 'connectionRequest', { userId: b.id });
    expect(await live.next('request')).toMatchObject({ status: 'sent' });
    live.close();
  });

  it('closes a socket whose first frame is missing, malformed or wrong', async () => {
    const wrong = await openSocket(server.url, '/ws/notifications', 'not-a-token');
    expect((await wrong.waitClosed())?.code).toBe(4401);
    const garbage = await openSocket(server.url, '/ws/notifications', null);
    garbage.socket.send('hello');
    expect((await garbage.waitClosed())?.code).toBe(4401);
  });

  it('pushes to devices when no tab is open, and forgets a subscription answered 410', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const key = await server.open<{ publicKey: string }>('getPushKey');
    expect(key.data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    await server.secured(b.token, 'userDevice', { device_token: push.subscription(`b-${b.id}`) });
    await server.secured(b.token, 'userDevice', { device_token: push.subscription(`b2-${b.id}`) });
    push.markGone(`b2-${b.id}`);

    await server.secured(a.token, 'followUser', { userId: b.id });
    await expect.poll(() => push.received.filter((r) => r.path.endsWith(`-${b.id}`)).length).toBe(2);
    const delivered = push.received.find((r) => r.path === `/push/b-${b.id}`)!;
    expect(delivered.authorization).toContain(`k=${key.data.publicKey}`);
    expect(delivered.encoding).toBe('aes128gcm');
    expect(delivered.bytes).toBeGreaterThan(0);
    const devices = await server.app.services.repos.devices.forUser(b.id);
    expect(devices.map((d) => d.endpoint)).toEqual([expect.stringMatching(`/push/b-${b.id}$`)]);

    // With a tab open, no push.
    const live = await openSocket(server.url, '/ws/notifications', b.token);
    await live.next('ready');
    const before = push.received.length;
    await server.secured(a.token, 'followUser', { userId: b.id });
    await server.secured(a.token, 'followUser', { userId: b.id });
    await live.next('notification');
    expect(push.received.length).toBe(before);
    live.close();

    expect(
      (await server.secured(b.token, 'deleteUserDevice', { device_token: { endpoint: devices[0]!.endpoint } })).data,
    ).toEqual({ removed: true });
  });
});
