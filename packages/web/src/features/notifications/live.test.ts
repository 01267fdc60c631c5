import type { ServerFrame } from '@gamefolk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, notificationSocketUrl, type SocketLike } from './live';
import { backoffMs, isLive, nextStatus, type LiveStatus } from '../../api/live-status';

describe('live status', () => {
  it('walks connecting → authenticating → open, and back to waiting with a growing delay', () => {
    let status: LiveStatus = { kind: 'idle' };
    status = nextStatus(status, { type: 'start' });
    expect(status).toEqual({ kind: 'connecting', attempt: 0 });
    status = nextStatus(status, { type: 'socketOpened' });
    expect(status).toEqual({ kind: 'authenticating', attempt: 0 });
    status = nextStatus(status, { type: 'ready' });
    expect(status).toEqual({ kind: 'open' });
    expect(isLive(status)).toBe(true);

    status = nextStatus(status, { type: 'socketClosed' });
    expect(status).toEqual({ kind: 'waiting', attempt: 1, delayMs: 1000 });
    expect(isLive(status)).toBe(false);
    status = nextStatus(nextStatus(status, { type: 'retry' }), { type: 'socketClosed' });
    expect(status).toEqual({ kind: 'waiting', attempt: 2, delayMs: 2000 });
  });

  it('ignores events a status does not accept', () => {
    const open: LiveStatus = { kind: 'open' };
    expect(nextStatus(open, { type: 'ready' })).toBe(open);
    expect(nextStatus(open, { type: 'retry' })).toBe(open);
    const idle: LiveStatus = { kind: 'idle' };
    expect(nextStatus(idle, { type: 'socketClosed' })).toBe(idle);
    const connecting: LiveStatus = { kind: 'connecting', attempt: 0 };
    // A `ready` before the socket even opened cannot happen; it changes nothing.
    expect(nextStatus(connecting, { type: 'ready' })).toBe(connecting);
  });

  it('stops from anywhere, and a stopped connection can start again', () => {
    const waiting: LiveStatus = { kind: 'waiting', attempt: 3, delayMs: 4000 };
    const stopped = nextStatus(waiting, { type: 'stop' });
    expect(stopped).toEqual({ kind: 'stopped' });
    expect(nextStatus(stopped, { type: 'retry' })).toBe(stopped);
    expect(nextStatus(stopped, { type: 'start' })).toEqual({ kind: 'connecting', attempt: 0 });
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

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
  serverOpens() {
    this.onopen?.(new Event('open'));
  }
  serverSends(frame: ServerFrame) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverCloses(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

describe('live connection', () => {
  let token: string | null;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    token = 'secret-token';
  });
  afterEach(() => vi.useRealTimers());

  function connect() {
    const statuses: LiveStatus['kind'][] = [];
    const frames: ServerFrame[] = [];
    const live = createLiveConnection({
      url: 'ws://example.test/ws/notifications',
      getToken: () => token,
      onFrame: (frame) => frames.push(frame),
      onStatus: (status) => statuses.push(status.kind),
      createSocket: (url) => new FakeSocket(url),
      jitter: () => 1,
    });
    return { live, statuses, frames };
  }

  it('authenticates with the first frame and passes events on once ready', () => {
    const { live, statuses, frames } = connect();
    live.start();
    const socket = FakeSocket.all[0]!;
    socket.serverOpens();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'secret-token' });
    socket.serverSends({ type: 'request', request_id: 1, status: 'sent' });
    expect(frames).toEqual([]);
    socket.serverSends({ type: 'ready' });
    socket.serverSends({ type: 'request', request_id: 2, status: 'approved' });
    expect(frames).toEqual([{ type: 'request', request_id: 2, status: 'approved' }]);
    expect(statuses).toEqual(['connecting', 'authenticating', 'open']);
  });

  it('reconnects after the backoff when the socket drops, and sooner when the network returns', () => {
    const { live, statuses } = connect();
    live.start();
    FakeSocket.all[0]!.serverOpens();
    FakeSocket.all[0]!.serverSends({ type: 'ready' });
    FakeSocket.all[0]!.serverCloses();
    expect(live.status()).toEqual({ kind: 'waiting', attempt: 1, delayMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    FakeSocket.all[1]!.serverCloses();
    expect(live.status()).toEqual({ kind: 'waiting', attempt: 2, delayMs: 2000 });
    live.retryNow();
    expect(FakeSocket.all).toHaveLength(3);
    expect(statuses).toEqual([
      'connecting',
      'authenticating',
      'open',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
    ]);
  });

  it('stops for good on stop, and without a token never opens', () => {
    const { live } = connect();
    live.start();
    FakeSocket.all[0]!.serverOpens();
    live.stop();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(live.status()).toEqual({ kind: 'stopped' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    token = null;
    const other = connect();
    other.live.start();
    expect(other.live.status()).toEqual({ kind: 'stopped' });
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops for good when the server ends the session (4401), and drops frames outside the protocol', () => {
    const { live, frames } = connect();
    live.start();
    FakeSocket.all[0]!.serverOpens();
    FakeSocket.all[0]!.serverSends({ type: 'ready' });
    FakeSocket.all[0]!.onmessage?.(new MessageEvent('message', { data: '{"type":"request","request_id":"x"}' }));
    expect(frames).toEqual([]);
    FakeSocket.all[0]!.serverCloses(4401);
    expect(live.status()).toEqual({ kind: 'stopped', refused: true });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('uses wss: on https pages', () => {
    expect(notificationSocketUrl({ protocol: 'https:', host: 'gamefolk.gg' } as Location)).toBe(
      'wss://gamefolk.gg/ws/notifications',
    );
    expect(notificationSocketUrl({ protocol: 'http:', host: 'localhost:5173' } as Location)).toBe(
      'ws://localhost:5173/ws/notifications',
    );
  });
});
