// Notifications are recorded with the write and delivered after the answer, through the job queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openTestDatabase } from '../../test/database.js';
import { startPushService } from '../../test/push-service.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(() => push.close());

const pushSettings = () => ({ push: { ...loadConfig({}).push, ...push.config } });
const mention = (user: { id: number; username: string }) =>
  `<span data-type="mention" data-id="${user.id}" data-kind="user">@${user.username}</span>`;
/** Quick retries, so a test sees the second try. */
const jobs = { retryDelay: 1, pollSeconds: 0.5, tickMs: 0 };

type Note = { type: string; related_parameter: number };

describe('notification delivery', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(pushSettings(), { jobs });
  });
  afterAll(() => server.close());

  it("a post's notifications arrive even when the push service is down", async () => {
    const [author, away, present] = [await signUp(server), await signUp(server), await signUp(server)];
    await server.secured(away.token, 'userDevice', { device_token: push.subscription(`away-${away.id}`) });
    const live = await openSocket(server.url, '/ws/notifications', present.token);
    await live.next('ready');
    push.setDown(true);
    try {
      // The poster never waits on a push service (down or not): the post is answered as stored.
      const post = await server.secured<{ id: number }>(author.token, 'post', {
        typeId: 1,
        content: `<p>gg ${mention(away)} ${mention(present)}</p>`,
        feedAttachments: [],
      });
      expect(post.status).toBe(202);

      // Stored with the post, so listed at once; the one with a tab open hears of it live.
      const listed = await server.secured<Note[]>(away.token, 'getNotifications');
      expect(listed.data[0]).toMatchObject({ type: 'mentioned', related_parameter: post.data.id });
      const frame = await live.next('notification');
      expect(frame).toMatchObject({ notification: { type: 'mentioned', related_parameter: post.data.id } });

      // The push failed and waits for its next try; nothing reached the device yet.
      await expect.poll(async () => jobStates(server, 'notifications.push'), { timeout: 5000 }).toContain('retry');
      expect(push.received.filter((r) => r.path.endsWith(`away-${away.id}`))).toEqual([]);

      // Once the push service is back, the retry delivers it.
      push.setDown(false);
      await expect
        .poll(() => push.received.filter((r) => r.path.endsWith(`away-${away.id}`)).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      push.setDown(false);
      live.close();
    }
  });
});

/** The states of the jobs of one kind, as the queue keeps them. */
async function jobStates(server: TestServer, name: string) {
  const { rows } = await server.app.services.repos.sql('select state from pgboss.job where name = $1', [name]);
  return rows.map((r) => (r as { state: string }).state);
}

describe('after a restart', () => {
  it('a push that failed is retried by the next instance', async () => {
    const database = await openTestDatabase();
    try {
      const first = await startTestServer(pushSettings(), { database, jobs });
      const [author, away] = [await signUp(first), await signUp(first)];
      await first.secured(away.token, 'userDevice', { device_token: push.subscription(`restart-${away.id}`) });
      push.setDown(true);
      const post = await first.secured<{ id: number }>(author.token, 'post', {
        typeId: 1,
        content: `<p>still there, ${mention(away)}?</p>`,
        feedAttachments: [],
      });
      expect(post.status).toBe(202);
      await expect.poll(() => jobStates(first, 'notifications.push'), { timeout: 5000 }).toContain('retry');
      await first.close();

      push.setDown(false);
      const delivered = () => push.received.filter((r) => r.path.endsWith(`restart-${away.id}`)).length;
      expect(delivered()).toBe(0);
      const second = await startTestServer(pushSettings(), { database, jobs });
      try {
        await expect.poll(delivered, { timeout: 15_000 }).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      push.setDown(false);
      await database.close();
    }
  });
});
