import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createHub, type RealtimeHub } from './hub.js';

const heard = (hub: RealtimeHub, topic: string) => {
  const got: { payload: unknown; json: string }[] = [];
  hub.subscribe(topic, (payload, json) => got.push({ payload, json }));
  return got;
};
/**
 * Each hub publishes a mark and waits until every hub heard every mark. Redis keeps a connection's messages in
 * order, so by then each hub has heard everything any of them published before its mark (duplicates included).
 */
async function fence(hubs: RealtimeHub[]) {
  const topic = `fence:${randomBytes(4).toString('hex')}`;
  const marks = hubs.map((hub) => heard(hub, topic));
  await Promise.all(hubs.map((hub, from) => hub.publishAll([[topic, { from }]])));
  await vi.waitFor(() => expect(Math.min(...marks.map((m) => m.length))).toBeGreaterThanOrEqual(hubs.length), {
    timeout: 5000,
    interval: 10,
  });
}

describe('realtime hub in one process', () => {
  it('tells this process’s listeners of each topic once, as the payload and its JSON', async () => {
    const hub = createHub(undefined, 'x:');
    const [chat, user] = [heard(hub, 'room:1'), heard(hub, 'person:2')];
    await hub.publishAll([
      ['room:1', { type: 'message', text: 'line\nbreak' }],
      ['person:2', { type: 'chat' }],
    ]);
    expect(chat).toEqual([
      { payload: { type: 'message', text: 'line\nbreak' }, json: '{"type":"message","text":"line\\nbreak"}' },
    ]);
    expect(user.map((u) => u.payload)).toEqual([{ type: 'chat' }]);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('realtime hub across instances (Redis)', () => {
  const prefix = `gf:hub:${randomBytes(4).toString('hex')}:`;
  const redises = [1, 2, 3].map(() => new Redis(process.env.REDIS_URL!));
  const [a, b, c] = redises.map((redis) => createHub(redis, prefix)) as [RealtimeHub, RealtimeHub, RealtimeHub];
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), c.close()]);
    for (const redis of redises) redis.disconnect();
  });

  it('carries several topics in one publish to the other instance, each heard once everywhere', async () => {
    const [onA, onB, userOnB] = [heard(a, 'room:7'), heard(b, 'room:7'), heard(b, 'person:9')];
    // Once ready, an instance hears everything published after: no wait for its subscriber to connect.
    await Promise.all([a.ready(), b.ready(), c.ready()]);
    await a.publishAll([
      ['room:7', { type: 'message', text: 'gg\nwp' }],
      ['person:9', { type: 'chat', id: 1 }],
      ['user:nobody', { type: 'chat', id: 2 }],
    ]);
    // b answers once it has heard a (b hears its own publish at once, so it must not speak first).
    await vi.waitFor(() => expect(onB).toHaveLength(1), { timeout: 5000, interval: 10 });
    await b.publish('room:7', { type: 'message', text: 'from b' });
    await fence([a, b, c]);
    expect(onA.map((m) => m.payload)).toEqual([
      { type: 'message', text: 'gg\nwp' },
      { type: 'message', text: 'from b' },
    ]);
    expect(onB.map((m) => m.payload)).toEqual([
      { type: 'message', text: 'gg\nwp' },
      { type: 'message', text: 'from b' },
    ]);
    expect(userOnB).toEqual([{ payload: { type: 'chat', id: 1 }, json: '{"type":"chat","id":1}' }]);
  });

  it('brings every sender’s events once and in order to every instance, three instances sending at once', async () => {
    const hubs = { a, b, c };
    const got = Object.fromEntries(Object.keys(hubs).map((name) => [name, heard(hubs[name as 'a'], 'order')]));
    await Promise.all(
      Object.entries(hubs).map(async ([name, hub]) => {
        for (let n = 0; n < 200; n++) void hub.publish('order', { from: name, n });
      }),
    );
    // Each hub's mark leaves after its 200 events, on the same connection.
    await fence([a, b, c]);
    for (const events of Object.values(got)) {
      expect(events).toHaveLength(600);
      for (const name of Object.keys(hubs)) {
        const mine = events.map((e) => e.payload as { from: string; n: number }).filter((p) => p.from === name);
        expect(mine.map((p) => p.n)).toEqual([...Array(200).keys()]);
      }
    }
  });
});
