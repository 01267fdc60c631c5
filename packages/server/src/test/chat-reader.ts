import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from './harness.js';

type Message = { id: number; contentMessage: string };

/**
 * A chat window as the web app keeps one: a socket on one instance that, when closed for any reason but a refusal
 * (4401, 4403), opens again and catches up with `getChatmessagesByChannelId` after the newest id it holds. It
 * tells apart what arrived live on the socket from what only the catch-up brought.
 */
export function followChat(baseUrl: string, channelId: number, token: string) {
  const live = new Set<number>();
  const caughtUp = new Set<number>();
  const closes: number[] = [];
  let socket: WebSocket | undefined;
  let ready = false;
  let stopped = false;

  const newest = () => Math.max(0, ...live, ...caughtUp);
  const catchUp = async () => {
    for (let page = 0; ; page++) {
      const response = await fetch(`${baseUrl}/api/securedHandle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          action: 'getChatmessagesByChannelId',
          payload: { chatchannelId: channelId, page, afterId: newest() },
        }),
      });
      // The server may be briefly unable to answer (an outage): the next reconnect tries again.
      if (response.status !== 202) throw new Error(`catch-up answered ${response.status}`);
      const { data } = (await response.json()) as { data: Message[] };
      for (const message of data) if (!live.has(message.id)) caughtUp.add(message.id);
      if (data.length < 20) return;
    }
  };
  const open = () => {
    if (stopped) return;
    ready = false;
    const current = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/chat?id=${channelId}`);
    socket = current;
    current.on('open', () => current.send(JSON.stringify({ type: 'auth', token })));
    current.on('error', () => undefined);
    current.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; message?: Message };
      if (frame.type === 'message' && frame.message) live.add(frame.message.id);
      if (frame.type !== 'ready') return;
      catchUp().then(
        () => (ready = socket === current),
        () => current.close(),
      );
    });
    current.on('close', (code) => {
      closes.push(code);
      if (socket !== current) return;
      ready = false;
      if (code === 4401 || code === 4403) return;
      setTimeout(open, 50);
    });
  };
  open();

  const until = async (what: string, holds: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!holds()) {
      if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms (closes: ${closes.join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    live,
    closes,
    /** Until the socket is open, authenticated and caught up. */
    ready: (timeoutMs = 10_000) => until('ready', () => ready, timeoutMs),
    /** Until the message is shown, live or by a catch-up. */
    shows: (id: number, timeoutMs = 5000) =>
      until(`message ${id} shown`, () => live.has(id) || caughtUp.has(id), timeoutMs),
    /** Until the message has arrived on the socket. */
    hearsLive: (id: number, timeoutMs = 5000) => until(`message ${id} live`, () => live.has(id), timeoutMs),
    /** Until the socket has been closed `count` times in all. */
    closed: (count: number, timeoutMs = 10_000) =>
      until(`closed ${count} times`, () => closes.length >= count, timeoutMs),
    close() {
      stopped = true;
      socket?.close();
    },
  };
}

/** Posts through `server` until it is stored: while a dependency is down the answer is 503, never 500. */
export async function postUntilStored(server: TestServer, token: string, channelId: number, content: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await server.secured<Message>(token, 'postChat', { chatchannelId: channelId, message: { content } });
    if (answer.status === 202) return answer.data;
    expect(answer.status).toBe(503);
    expect(answer.error?.code).toBe('serviceUnavailable');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    if (Date.now() > deadline) throw new Error(`${content}: not stored while the outage lasted`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
