// Deliveries are taken in batches: a backlog of many writes' notifications reaches live sockets in a few fetches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openSocket } from '../../test/socket.js';
import { deliverJob } from './notify.js';

const RECIPIENTS = 10;
const NOTIFICATIONS = 2000;

describe('notification delivery under a backlog', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { jobs: { tickMs: 0 } });
  });
  afterAll(() => server.close());

  it('delivers 2,000 queued notifications to live sockets in far fewer fetches', async () => {
    const actor = await signUp(server);
    const recipients = await Promise.all(Array.from({ length: RECIPIENTS }, () => signUp(server)));
    const sockets = await Promise.all(recipients.map((r) => openSocket(server.url, '/ws/notifications', r.token)));
    try {
      await Promise.all(sockets.map((s) => s.next('ready')));
      const { services } = server.app;
      // 2,000 writes' worth of deliveries, one job each (as 2,000 hits on as many posts would queue), all waiting.
      const ids = await services.repos.notifications.recordMany(
        Array.from({ length: NOTIFICATIONS }, (_, i) => ({
          userId: recipients[i % RECIPIENTS]!.id,
          type: 'mentioned',
          relatedParameter: i + 1,
          actorId: actor.id,
        })),
      );
      expect(ids).toHaveLength(NOTIFICATIONS);
      await services.jobs.sendMany(
        deliverJob,
        ids.map((id) => ({ ids: [id] })),
      );
      services.jobs.wake(deliverJob);

      const received = () =>
        sockets.map((s) => new Set(s.frames.filter((f) => f.type === 'notification').map(mentionOf)));
      await expect
        .poll(() => received().reduce((sum, mentions) => sum + mentions.size, 0), { timeout: 120_000, interval: 200 })
        .toBe(NOTIFICATIONS);
      // Each recipient heard of exactly its own mentions.
      received().forEach((mentions, r) => {
        const mine = Array.from({ length: NOTIFICATIONS / RECIPIENTS }, (_, k) => k * RECIPIENTS + r + 1);
        expect([...mentions].sort((a, b) => a - b)).toEqual(mine);
      });

      // Every job fetched together was started by one statement, so distinct start times count the fetches.
      const counts = async () => {
        const { rows } = await services.repos.sql(
          `select count(*)::int as jobs, count(distinct started_on)::int as fetches
           from pgboss.job where name = $1 and state = 'completed'`,
          [deliverJob],
        );
        return rows[0] as { jobs: number; fetches: number };
      };
      // A batch is marked completed just after it ran.
      await expect.poll(async () => (await counts()).jobs, { timeout: 30_000 }).toBe(NOTIFICATIONS);
      expect((await counts()).fetches).toBeLessThanOrEqual(NOTIFICATIONS / 100);
    } finally {
      for (const s of sockets) s.close();
    }
  }, 300_000);

  it("shows each recipient where their own request stands when one batch holds several users' requests", async () => {
    const [requester, approver, waiter] = [await signUp(server), await signUp(server), await signUp(server)];
    const toApprover = await server.secured<{ request_id: number }>(requester.token, 'connectionRequest', {
      userId: approver.id,
    });
    await server.secured(requester.token, 'connectionRequest', { userId: waiter.id });
    await server.secured(approver.token, 'answerRequest', { request_id: toApprover.data.request_id, status: 1 });
    const { services } = server.app;
    const ids = (await Promise.all([approver, waiter].map((u) => services.repos.notifications.forUser(u.id)))).flatMap(
      (rows) => rows.filter((r) => r.type === 'request').map((r) => r.id),
    );
    expect(ids).toHaveLength(2);

    const sockets = await Promise.all(
      [approver, waiter].map((u) => openSocket(server.url, '/ws/notifications', u.token)),
    );
    try {
      await Promise.all(sockets.map((s) => s.next('ready')));
      // Both requests delivered again by one job: one batch, two recipients.
      await services.jobs.send(deliverJob, { ids });
      services.jobs.wake(deliverJob);
      const [approved, waiting] = await Promise.all(sockets.map((s) => s.next('notification', 30_000)));
      expect(approved!.notification).toMatchObject({ type: 'request', request_status: 'approved' });
      expect(waiting!.notification).toMatchObject({ type: 'request', request_status: 'sent' });
    } finally {
      for (const s of sockets) s.close();
    }
  });
});

const mentionOf = (frame: { [key: string]: unknown }) =>
  (frame.notification as { related_parameter: number }).related_parameter;
