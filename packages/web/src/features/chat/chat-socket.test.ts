import type { ChatMessage } from '@gamefolk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../notifications/live';
import { chatSocketUrl, openChatSocket } from './chat-socket';
import type { ChatSocketStatus } from './socket-status';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  opens() {
    this.onopen?.(new Event('open'));
  }
  sends(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  closes(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const stored: ChatMessage = {
  id: 11,
  chatchannelId: 4,
  channelId: 4,
  userId: 2,
  message: { user: { id: 2 }, content: 'gg' },
  contentMessage: 'gg',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  function open(token: string | null = 'secret') {
    const statuses: ChatSocketStatus['kind'][] = [];
    const messages: ChatMessage[] = [];
    const socket = openChatSocket({
      channelId: 4,
      getToken: () => token,
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s.kind),
      createSocket: (url) => new FakeSocket(url),
      jitter: () => 1,
      location: { protocol: 'https:', host: 'gamefolk.test' },
    });
    return { socket, statuses, messages };
  }

  it('opens /ws/chat for the channel, authenticates first and delivers messages once ready', () => {
    const { statuses, messages } = open();
    const fake = FakeSocket.all[0]!;
    expect(fake.url).toBe('wss://gamefolk.test/ws/chat?id=4');
    fake.opens();
    expect(JSON.parse(fake.sent[0]!)).toEqual({ type: 'auth', token: 'secret' });
    fake.sends({ type: 'ready' });
    fake.sends({ type: 'message', message: stored });
    fake.sends({ type: 'message', message: { id: 'not a message' } });
    expect(messages).toEqual([stored]);
    expect(statuses).toEqual(['ready']);
  });

  it('reconnects with backoff after a drop and is ready again', () => {
    const { socket, statuses } = open();
    FakeSocket.all[0]!.opens();
    FakeSocket.all[0]!.sends({ type: 'ready' });
    FakeSocket.all[0]!.closes();
    expect(socket.status()).toEqual({ kind: 'reconnecting', attempt: 1, delayMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.closes();
    expect(socket.status()).toEqual({ kind: 'reconnecting', attempt: 2, delayMs: 2000 });
    socket.retryNow();
    FakeSocket.all[2]!.opens();
    FakeSocket.all[2]!.sends({ type: 'ready' });
    expect(statuses).toEqual(['ready', 'reconnecting', 'connecting', 'reconnecting', 'connecting', 'ready']);
  });

  it('closes for good when the server refuses a non-member', () => {
    const { socket } = open();
    FakeSocket.all[0]!.opens();
    FakeSocket.all[0]!.closes(4403);
    expect(socket.status()).toEqual({ kind: 'closed', reason: 'refused' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops without reconnecting', () => {
    const { socket } = open();
    socket.stop();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(socket.status()).toEqual({ kind: 'closed', reason: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends over the ready socket and settles each send by its ref', async () => {
    const { socket } = open();
    const fake = FakeSocket.all[0]!;
    fake.opens();
    await expect(socket.send('too early', 'r0')).rejects.toMatchObject({ code: 'internalError', status: 0 });
    fake.sends({ type: 'ready' });
    const first = socket.send('gg', 'r1');
    const second = socket.send('   ', 'r2');
    const frames = fake.sent.slice(1).map((raw) => JSON.parse(raw) as { type: string; ref: string; content: string });
    expect(frames.map((f) => [f.type, f.content])).toEqual([
      ['send', 'gg'],
      ['send', '   '],
    ]);
    expect(frames.map((f) => f.ref)).toEqual(['r1', 'r2']);
    // Answers may come in any order; each finds its own send.
    fake.sends({ type: 'error', ref: frames[1]!.ref, code: 'emptyMessage' });
    fake.sends({ type: 'sent', ref: frames[0]!.ref, message: stored });
    await expect(first).resolves.toEqual(stored);
    await expect(second).rejects.toMatchObject({ code: 'emptyMessage', status: 400 });
  });

  it('fails a send still unanswered when the socket drops, as a lost network call', async () => {
    const { socket } = open();
    FakeSocket.all[0]!.opens();
    FakeSocket.all[0]!.sends({ type: 'ready' });
    const pending = socket.send('are you there?', 'r3');
    FakeSocket.all[0]!.closes();
    await expect(pending).rejects.toMatchObject({ code: 'internalError', status: 0 });
    expect(socket.status().kind).toBe('reconnecting');
  });

  it('builds ws: addresses on plain http', () => {
    expect(chatSocketUrl(9, { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/chat?id=9');
  });
});
