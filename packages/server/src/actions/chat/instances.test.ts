import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { startServerProcess } from '../../test/processes.js';
import { startSmtpServer } from '../../test/smtp.js';
import { openSocket } from '../../test/socket.js';

// Two instances need a shared PostgreSQL server and Redis: this runs in the server-suite pass that has them.
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

type Message = { id: number; contentMessage: string };

describe.runIf(shared)('chat across server instances', () => {
  let a: Awaited<ReturnType<typeof startServerProcess>>;
  let b: Awaited<ReturnType<typeof startServerProcess>>;
  let c: Awaited<ReturnType<typeof startServerProcess>>;
  let env: Record<string, string> = {};
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase();
    env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `gf:it:${Date.now()}:`,
      SMTP_URL: smtp.url,
      APP_URL: 'http://gamefolk.test',
      RATE_LIMIT_SCALE: '100',
    };
    // One first: instances starting together on an empty database race to create pg-boss's schema.
    a = await startServerProcess(env);
    [b, c] = await Promise.all([startServerProcess(env), startVictim()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await database?.close();
    await smtp?.close();
  });

  /**
   * C: a message with one of these texts kills it just before its write, or between its write and publish
   * (test/crashing-server.ts wraps its app's chat write and publish).
   */
  const startVictim = () =>
    startServerProcess(env, {
      entry: path.resolve(import.meta.dirname, '../../test/crashing-server.ts'),
      args: ['kill before store', 'kill before publish'],
    });

  type Live = Awaited<ReturnType<typeof openSocket>>;
  const contents = (socket: Live, type: string) =>
    socket.frames.filter((f) => f.type === type).map((f) => (f.message as Message).contentMessage);
  /** Until `socket` has been sent a `type` frame of the message `content`: it has every frame published before it. */
  const until = (socket: Live, type: string, content: string) =>
    expect.poll(() => contents(socket, type).includes(content), { timeout: 5000 }).toBe(true);

  async function call<T>(base: string, action: string, payload: unknown, token?: string): Promise<T> {
    const response = await fetch(`${base}/api/${token ? 'securedHandle' : 'handle'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ action, payload }),
    });
    const body = (await response.json()) as { data: T; error?: unknown };
    if (response.status !== 202) throw new Error(`${action}: ${JSON.stringify(body.error)}`);
    return body.data;
  }

  async function player(name: string) {
    const password = 'Str0ng!pass';
    const email = `${name}@example.com`;
    await call(a.url, 'register', { username: name, email, password, passwordConfirm: password });
    const mail = await smtp.waitFor(email, /activate/i);
    const key = /\/activate\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await call(b.url, 'activateUser', { token: key });
    const { token, user } = await call<{ token: string; user: { id: number } }>(b.url, 'auth', {
      login: name,
      password,
    });
    return { token, id: user.id };
  }

  it('a session signed out on B is refused on A at once, though A had just seen it', async () => {
    const kai = await player('kai');
    const status = (base: string) =>
      fetch(`${base}/api/securedHandle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${kai.token}` },
        body: JSON.stringify({ action: 'user', payload: {} }),
      }).then((r) => r.status);
    expect(await status(a.url)).toBe(202);
    await call(b.url, 'logout', {}, kai.token);
    // A hears of it through Redis.
    await expect.poll(() => status(a.url), { timeout: 2000 }).toBe(401);
  });

  it('a post made through B shows at once in a My feed that A had just served', async () => {
    const [reader, writer] = [await player('rea'), await player('wri')];
    await call(a.url, 'followUser', { userId: writer.id }, reader.token);
    const myFeed = () => call<{ content: string }[]>(a.url, 'getFeed', { typeId: 1, page: 0 }, reader.token);
    expect(await myFeed()).toEqual([]);
    await call(b.url, 'post', { content: '<p>from B</p>' }, writer.token);
    await expect
      .poll(async () => (await myFeed()).map((item) => item.content), { timeout: 2000 })
      .toEqual(['<p>from B</p>']);
  });

  it('a message sent over a socket on B reaches the other member on A, and B answers its sender', async () => {
    const [lea, max] = [await player('lea'), await player('max')];
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: max.id }, lea.token);
    const onB = await openSocket(b.url, `/ws/chat?id=${channel.id}`, lea.token);
    const onA = await openSocket(a.url, `/ws/chat?id=${channel.id}`, max.token);
    await Promise.all([onB.next('ready'), onA.next('ready')]);
    onB.socket.send(JSON.stringify({ type: 'send', ref: 'x1', content: 'across instances' }));
    const ack = (await onB.next('sent')) as unknown as { ref: string; message: Message };
    const delivered = (await onA.next('message')) as unknown as { message: Message };
    expect(ack.ref).toBe('x1');
    expect(delivered.message).toMatchObject({ id: ack.message.id, contentMessage: 'across instances' });
    // A sent it to its socket once (`next` took that one): the next message is the next frame.
    onB.socket.send(JSON.stringify({ type: 'send', ref: 'x2', content: 'and then' }));
    expect(((await onA.next('message')) as unknown as { message: Message }).message.contentMessage).toBe('and then');
    expect(onA.frames.filter((f) => f.type === 'message')).toEqual([]);
    onA.close();
    onB.close();
  });

  it('a block made on B refuses the next message sent on A, and no one is sent it', async () => {
    const [eli, noa] = [await player('eli'), await player('noa')];
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: noa.id }, eli.token);
    const sender = await openSocket(a.url, `/ws/chat?id=${channel.id}`, eli.token);
    const receiver = await openSocket(a.url, `/ws/chat?id=${channel.id}`, noa.token);
    await Promise.all([sender.next('ready'), receiver.next('ready')]);
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'ok', content: 'before' }));
    await sender.next('sent');
    await receiver.next('message');

    // The block is stored when blockuser answers: the statement storing the next message reads it.
    await call(b.url, 'blockuser', { blocked_user_id: eli.id }, noa.token);
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'no', content: 'after' }));
    expect(await sender.next('error')).toMatchObject({ code: 'blockedUser', ref: 'no' });
    // Both sockets are on A, where a publish reaches them before the sender is answered: a round trip on the
    // receiver's socket (a frame it refuses) has every frame sent to it before.
    receiver.socket.send('{}');
    await receiver.next('error');
    expect(receiver.frames.filter((f) => f.type === 'message')).toEqual([]);
    sender.close();
    receiver.close();
  });

  it('an open socket on A is closed within a second of a logout through B', async () => {
    const [ana, ben] = [await player('ana'), await player('ben')];
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: ben.id }, ana.token);
    const sockets = [
      await openSocket(a.url, '/ws/notifications', ana.token),
      await openSocket(a.url, `/ws/chat?id=${channel.id}`, ana.token),
    ];
    await Promise.all(sockets.map((socket) => socket.next('ready')));
    await call(b.url, 'logout', {}, ana.token);
    for (const socket of sockets) expect((await socket.waitClosed(1000))?.code).toBe(4401);
  });

  it('three instances: every message sent on B reaches sockets on A and C once and in order', async () => {
    const [uma, vic] = [await player('uma'), await player('vic')];
    // Chats from people one does not follow are requests (no badge, no push): the receiver follows the sender.
    await call(a.url, 'followUser', { userId: uma.id }, vic.token);
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: vic.id }, uma.token);
    const sender = await openSocket(b.url, `/ws/chat?id=${channel.id}`, uma.token);
    const watchers = [
      await openSocket(a.url, `/ws/chat?id=${channel.id}`, vic.token),
      await openSocket(c.url, `/ws/chat?id=${channel.id}`, vic.token),
      await openSocket(c.url, `/ws/chat?id=${channel.id}`, uma.token),
    ];
    const unread = [
      await openSocket(a.url, '/ws/notifications', vic.token),
      await openSocket(c.url, '/ws/notifications', vic.token),
    ];
    await Promise.all([sender, ...watchers, ...unread].map((socket) => socket.next('ready')));
    const texts = Array.from({ length: 16 }, (_, i) => `in order ${i}`);
    texts.forEach((content, i) => sender.socket.send(JSON.stringify({ type: 'send', ref: `order-${i}`, content })));
    for (let i = 0; i < texts.length; i++) await sender.next('sent');
    // One more: once each socket has it, it has everything sent before (one publisher's messages stay in order).
    sender.socket.send(JSON.stringify({ type: 'send', ref: 'order-end', content: 'the end' }));
    await sender.next('sent');
    for (const watcher of watchers) {
      await until(watcher, 'message', 'the end');
      expect(contents(watcher, 'message')).toEqual([...texts, 'the end']);
    }
    for (const socket of unread) {
      await until(socket, 'chat', 'the end');
      expect(contents(socket, 'chat')).toEqual([...texts, 'the end']);
    }
    for (const socket of [sender, ...watchers, ...unread]) socket.close();
  });

  /**
   * The sender's instance dies mid-send (SIGKILL, at a marked message): the receiver, on another instance, is never
   * shown a message that is not stored; its catch-up after reconnecting shows every stored message once; and the
   * sender's retry with the same ref, on another instance, stores it once.
   */
  for (const [when, text, storedBeforeDeath] of [
    ['just before its write', 'kill before store', false],
    ['between its write and its publish', 'kill before publish', true],
  ] as const) {
    it(`the sender's instance killed ${when}: nothing unstored shown, everything stored shown once`, async () => {
      const victim = c;
      const [kim, lou] = [
        await player(`kim${storedBeforeDeath ? 'p' : 's'}`),
        await player(`lou${storedBeforeDeath ? 'p' : 's'}`),
      ];
      const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: lou.id }, kim.token);
      const receiver = await openSocket(a.url, `/ws/chat?id=${channel.id}`, lou.token);
      const sender = await openSocket(victim.url, `/ws/chat?id=${channel.id}`, kim.token);
      await Promise.all([receiver.next('ready'), sender.next('ready')]);
      sender.socket.send(JSON.stringify({ type: 'send', ref: `${text}-1`, content: 'before the crash' }));
      const first = (await sender.next('sent')).message as Message;
      sender.socket.send(JSON.stringify({ type: 'send', ref: `${text}-2`, content: text }));
      expect((await sender.waitClosed(5000))?.code).toBe(1006);

      // The receiver was shown the first message only: nothing that is not (or not yet known to be) stored. The
      // sender then writes on A; once the receiver has that, it has everything told before.
      const after = await call<Message>(
        a.url,
        'postChat',
        { chatchannelId: channel.id, message: { content: 'after the crash' } },
        kim.token,
      );
      await until(receiver, 'message', 'after the crash');
      const live = receiver.frames.filter((f) => f.type === 'message').map((f) => (f.message as Message).id);
      expect(live).toEqual([first.id, after.id]);

      // The sender's client retries on A with the same ref: stored once, whether or not the dead instance stored it.
      const retried = await call<Message>(
        a.url,
        'postChat',
        { chatchannelId: channel.id, message: { content: text }, ref: `${text}-2` },
        kim.token,
      );
      // The receiver's client reconnects and catches up after the newest id it has.
      const again = await openSocket(a.url, `/ws/chat?id=${channel.id}`, lou.token);
      await again.next('ready');
      const missed = await call<Message[]>(
        a.url,
        'getChatmessagesByChannelId',
        { chatchannelId: channel.id, afterId: first.id },
        lou.token,
      );
      const shown = new Map<number, string>([[first.id, first.contentMessage]]);
      for (const m of [
        ...missed,
        ...receiver.frames.filter((f) => f.type === 'message').map((f) => f.message as Message),
      ])
        shown.set(m.id, m.contentMessage);
      const stored = await call<Message[]>(
        a.url,
        'getChatmessagesByChannelId',
        { chatchannelId: channel.id },
        lou.token,
      );
      expect(stored.map((m) => m.contentMessage).reverse()).toEqual(
        storedBeforeDeath
          ? ['before the crash', text, 'after the crash']
          : ['before the crash', 'after the crash', text],
      );
      expect([...shown.entries()].sort(([x], [y]) => x - y)).toEqual(
        stored.map((m) => [m.id, m.contentMessage]).reverse(),
      );
      // Stored before the death, the retry got that very message back.
      if (storedBeforeDeath) expect(missed.map((m) => m.id)).toContain(retried.id);
      receiver.close();
      again.close();
      // The next test's victim: a fresh instance.
      await c.stop();
      c = await startVictim();
    }, 60_000);
  }

  it('delivers a message posted on B to a socket on A, and after A dies the client catches up on B exactly once', async () => {
    const ida = await player('ida');
    const jon = await player('jon');
    const channel = await call<{ id: number }>(a.url, 'createChannels', { receivingUserId: jon.id }, ida.token);
    const say = (i: number) =>
      call<Message>(b.url, 'postChat', { chatchannelId: channel.id, message: { content: `msg ${i}` } }, ida.token);

    // Jon's client: a socket on A, remembering the newest id it has shown.
    const shown = new Map<number, string>();
    const onA = await openSocket(a.url, `/ws/chat?id=${channel.id}`, jon.token);
    await onA.next('ready');
    const posted: Message[] = [];
    for (let i = 1; i <= 3; i++) posted.push(await say(i));
    for (let i = 0; i < 3; i++) {
      const { message } = (await onA.next('message')) as unknown as { message: Message };
      shown.set(message.id, message.contentMessage);
    }
    expect([...shown.values()]).toEqual(['msg 1', 'msg 2', 'msg 3']);

    // Instance A dies mid-conversation; messages keep coming through B.
    await a.kill();
    expect((await onA.waitClosed())?.code).toBeDefined();
    for (let i = 4; i <= 6; i++) posted.push(await say(i));

    // The client reconnects to B, then fetches what came after the last message it showed.
    const onB = await openSocket(b.url, `/ws/chat?id=${channel.id}`, jon.token);
    await onB.next('ready');
    posted.push(await say(7));
    const lastShown = Math.max(...shown.keys());
    const missed = await call<Message[]>(
      b.url,
      'getChatmessagesByChannelId',
      { chatchannelId: channel.id, afterId: lastShown },
      jon.token,
    );
    for (const m of missed) shown.set(m.id, m.contentMessage);
    const live = (await onB.next('message')) as unknown as { message: Message };
    shown.set(live.message.id, live.message.contentMessage);

    const ids = [...shown.keys()].sort((x, y) => x - y);
    expect(ids).toEqual(posted.map((m) => m.id));
    expect(ids.map((id) => shown.get(id))).toEqual(posted.map((m) => m.contentMessage));
    onB.close();
  });
});
