import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createHub, type RealtimeHub } from './hub.js';
import { Arrivals } from './peer-links.js';

const heard = (hub: RealtimeHub, topic: string) => {
  const got: { payload: unknown; json: string }[] = [];
  hub.subscribe(topic, (payload, json) => got.push({ payload, json }));
  return got;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('realtime hub in one process', () => {
  it('tells this process’s listeners of each topic once, as the payload and its JSON', async () => {
    const hub = createHub(undefined, 'x:');
    const [chat, user] = [heard(hub, 'chat:1'), heard(hub, 'user:2')];
    await hub.publishAll([
      ['chat:1', { type: 'message', text: 'line\nbreak' }],
      ['user:2', { type: 'chat' }],
    ]);
    expect(chat).toEqual([
      { payload: { type: 'message', text: 'line\nbreak' }, json: '{"type":"message","text":"line\\nbreak"}' },
    ]);
    expect(user.map((u) => u.payload)).toEqual([{ type: 'chat' }]);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('realtime hub across instances (Redis)', () => {
  const prefix = `gf:hub:${randomBytes(4).toString('hex')}:`;
  const redises = [new Redis(process.env.REDIS_URL!), new Redis(process.env.REDIS_URL!)];
  const [a, b] = redises.map((redis) => createHub(redis, prefix)) as [RealtimeHub, RealtimeHub];
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    for (const redis of redises) redis.disconnect();
  });

  it('carries several topics in one publish to the other instance, each heard once everywhere', async () => {
    const [onA, onB, userOnB] = [heard(a, 'chat:7'), heard(b, 'chat:7'), heard(b, 'user:9')];
    await settle(); // both subscribers connected
    await a.publishAll([
      ['chat:7', { type: 'message', text: 'gg\nwp' }],
      ['user:9', { type: 'chat', id: 1 }],
      ['user:nobody', { type: 'chat', id: 2 }],
    ]);
    await settle();
    await b.publish('chat:7', { type: 'message', text: 'from b' });
    await settle();
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
});

describe('arrivals', () => {
  it('takes the first copy of a publish and drops the second, whichever way each came', () => {
    const arrivals = new Arrivals(3, 2);
    expect([arrivals.first('a', 1), arrivals.first('a', 2), arrivals.first('a', 1), arrivals.first('b', 1)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    // The second copy came and went: a third arrival of 1 would be new (it never happens: two ways, two copies).
    expect(arrivals.first('a', 2)).toBe(false);
  });

  it('forgets what only came once after `keep` more, and the source heard from longest ago', () => {
    const arrivals = new Arrivals(2, 2);
    for (const seq of [1, 2, 3]) arrivals.first('a', seq);
    expect(arrivals.first('a', 3)).toBe(false);
    expect(arrivals.first('a', 1)).toBe(true); // 1 was forgotten when 3 came
    arrivals.first('b', 1);
    arrivals.first('a', 9);
    arrivals.first('c', 1); // b is the one heard from longest ago
    expect(arrivals.first('a', 9)).toBe(false);
    expect(arrivals.first('b', 1)).toBe(true);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('realtime hub with links between instances', () => {
  const prefix = `gf:hub:${randomBytes(4).toString('hex')}:`;
  const redises: Redis[] = [];
  const servers: { http: http.Server; sockets: WebSocketServer }[] = [];
  let a: RealtimeHub;
  let b: RealtimeHub;
  let peerUrlOfB = '';
  /** While set, the instances' peer endpoints drop every link made to them. */
  let refusing = false;
  /** While set, they take links but do nothing with them. */
  let swallowing = false;
  const swallowed: WebSocket[] = [];

  /** An instance as app.ts makes one: its hub, with `/ws/peer` served by an HTTP server of its own. */
  async function instance() {
    const redis = new Redis(process.env.REDIS_URL!);
    redises.push(redis);
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/peer`;
    const hub = createHub(redis, prefix, { peerUrl: url, heartbeatMs: 200 });
    const sockets = new WebSocketServer({ server });
    sockets.on('connection', (socket) => {
      if (refusing) socket.terminate();
      else if (swallowing) swallowed.push(socket);
      else hub.acceptPeer!(socket);
    });
    servers.push({ http: server, sockets });
    await hub.start();
    return { hub, url };
  }
  const until = async (check: () => boolean, ms = 3000) => {
    for (let waited = 0; !check(); waited += 20) {
      if (waited > ms) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    ({ hub: a } = await instance());
    ({ hub: b, url: peerUrlOfB } = await instance());
    // B announced itself as it started: A links to it at once, and B found A in the address book.
    await until(() => a.linked().includes(b.instance) && b.linked().includes(a.instance));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const { http: server, sockets } of servers) {
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
      server.close();
    }
    for (const redis of redises) redis.disconnect();
  });

  /** What goes through the deployment's Redis channel while `during` runs, and a moment after. */
  async function throughRedis(during: () => Promise<void>) {
    const listener = new Redis(process.env.REDIS_URL!);
    const wires: string[] = [];
    await listener.subscribe(`${prefix}rt`);
    listener.on('message', (_channel, raw: string) => wires.push(...raw.split('\n\n')));
    try {
      await during();
      await settle();
      return wires;
    } finally {
      listener.disconnect();
    }
  }

  it('sends a publish down the links alone while every instance has one, and it is heard once', async () => {
    const onB = heard(b, 'chat:1');
    const wires = await throughRedis(async () => {
      await a.publish('chat:1', { type: 'message', text: 'over the link' });
      // Past the time a link may go unacknowledged: B acknowledged it, so the link stands and Redis stays quiet.
      await new Promise((resolve) => setTimeout(resolve, 1300));
    });
    expect(onB.map((m) => m.payload)).toEqual([{ type: 'message', text: 'over the link' }]);
    expect(wires).toEqual([]);
  });

  it('sends a wire too long for a link through Redis, and the link stands', async () => {
    const onB = heard(b, 'chat:6');
    const long = '€'.repeat(25_000); // 75,000 bytes in UTF-8
    const wires = await throughRedis(() => a.publish('chat:6', { long }));
    expect(onB.map((m) => m.payload)).toEqual([{ long }]);
    expect(wires).toHaveLength(1);
    expect(a.linked()).toContain(b.instance);
  });

  it('sends through Redis what a link took but never acknowledged, and it is heard once', async () => {
    const onB = heard(b, 'chat:4');
    // B's endpoint now takes links and swallows what comes down them: no acknowledgement, nothing heard.
    swallowing = true;
    try {
      for (const socket of servers[1]!.sockets.clients) socket.terminate();
      await until(() => swallowed.length > 0 && a.linked().includes(b.instance));
      const wires = await throughRedis(async () => {
        await a.publish('chat:4', { n: 1 });
        await until(() => onB.length > 0, 3000); // the link is given up after a second
      });
      expect(onB.map((m) => m.payload)).toEqual([{ n: 1 }]);
      expect(wires.filter((wire) => wire.includes('chat:4'))).toHaveLength(1);
    } finally {
      swallowing = false;
    }
    await until(() => a.linked().includes(b.instance));
  });

  it('loses nothing while a link is down: Redis carries it, once, and the link comes back', async () => {
    const onB = heard(b, 'chat:2');
    refusing = true;
    for (const socket of servers[1]!.sockets.clients) socket.terminate();
    await until(() => !a.linked().includes(b.instance));
    await a.publish('chat:2', { n: 1 });
    await settle();
    expect(onB.map((m) => m.payload)).toEqual([{ n: 1 }]);
    refusing = false;
    await until(() => a.linked().includes(b.instance));
    await a.publish('chat:2', { n: 2 });
    await settle();
    expect(onB.map((m) => m.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('an instance no one can link to still hears every publish at once, and links to the others itself', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    redises.push(redis);
    const c = createHub(redis, prefix, { heartbeatMs: 200 });
    await c.start();
    try {
      await until(() => c.linked().length === 2);
      const [onC, onA] = [heard(c, 'chat:5'), heard(a, 'chat:5')];
      // A has no link to C, so Redis carries A's publish at once rather than with the batched copies.
      await a.publish('chat:5', { from: 'a' });
      await until(() => onC.length === 1, 20);
      await c.publish('chat:5', { from: 'c' });
      await settle();
      expect(onC.map((m) => m.payload)).toEqual([{ from: 'a' }, { from: 'c' }]);
      expect(onA.map((m) => m.payload)).toEqual([{ from: 'a' }, { from: 'c' }]);
    } finally {
      await c.close();
    }
  });

  it('closes a link that does not open with the secret, and takes nothing from it', async () => {
    const onB = heard(b, 'chat:3');
    const forged = new WebSocket(peerUrlOfB);
    await new Promise((resolve) => forged.once('open', resolve));
    forged.send(`${a.instance} 999999\nchat:3 {"type":"forged"}`);
    const code = await new Promise((resolve) => forged.once('close', resolve));
    expect(code).toBe(4401);
    await settle();
    expect(onB).toEqual([]);
  });
});
