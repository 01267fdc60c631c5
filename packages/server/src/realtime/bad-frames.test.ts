// Hostile frames on every socket path, before and after sign-in: the socket is closed with the code the
// protocol names and the server keeps answering (issue 16, item 1).
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';
import { openSocket } from '../test/socket.js';

let server: TestServer;
let token: string;
let channelId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [a, b] = [await signUp(server), await signUp(server)];
  token = a.token;
  channelId = (await server.secured<{ id: number }>(a.token, 'createChannels', { receivingUserId: b.id })).data.id;
});
afterAll(() => server.close());

/** One frame as a client writes it: FIN, the given opcode and reserved bits, masked unless told otherwise. */
function frame(payload: Buffer, options: { opcode?: number; rsv?: number; masked?: boolean; length?: number } = {}) {
  const { opcode = 1, rsv = 0, masked = true } = options;
  const length = options.length ?? payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | rsv | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | rsv | opcode, 126, length >> 8, length & 255])
        : Buffer.concat([Buffer.from([0x80 | rsv | opcode, 127]), bigLength(length)]);
  if (!masked) return Buffer.concat([head, payload]);
  head[1]! |= 0x80;
  const mask = randomBytes(4);
  return Buffer.concat([head, mask, Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!))]);
}

function bigLength(length: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(length));
  return bytes;
}

const badFrames: Record<string, { bytes: () => Buffer; code: number }> = {
  // Only the header is needed: the length alone is refused.
  'a frame over 64 KB': { bytes: () => frame(Buffer.alloc(0), { length: 70_000 }).subarray(0, 14), code: 1009 },
  'invalid UTF-8': {
    bytes: () => frame(Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1])),
    code: 1007,
  },
  'an unmasked frame': { bytes: () => frame(Buffer.from('{"type":"auth"}'), { masked: false }), code: 1002 },
  'reserved bits': { bytes: () => frame(Buffer.from('{}'), { rsv: 0x20 }), code: 1002 },
};

/** A socket upgraded by hand, so that any bytes can follow; resolves to the close code the server sends. */
async function rawSocket(path: string) {
  const url = new URL(server.url);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = Buffer.alloc(0);
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  /** The server's frames after the handshake, as [opcode, payload]. */
  const frames = () => {
    const start = received.indexOf('\r\n\r\n');
    const out: [number, Buffer][] = [];
    if (start < 0) return out;
    for (let at = start + 4; at + 2 <= received.length;) {
      const opcode = received[at]! & 0x0f;
      let length = received[at + 1]! & 0x7f;
      let offset = at + 2;
      if (length === 126) {
        length = received.readUInt16BE(offset);
        offset += 2;
      }
      if (offset + length > received.length) break;
      out.push([opcode, received.subarray(offset, offset + length)]);
      at = offset + length;
    }
    return out;
  };
  /** Resolves when the bytes received so far pass `test`, looking again at each chunk that arrives. */
  const waitFor = (test: (f: [number, Buffer][]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => test(frames()) && done(resolve);
      const gone = () => done(() => reject(new Error(`closed; got ${received.toString('latin1')}`)));
      const timer = setTimeout(
        () => done(() => reject(new Error(`timed out; got ${received.toString('latin1')}`))),
        5000,
      );
      const done = (then: () => void) => {
        clearTimeout(timer);
        socket.off('data', check).off('close', gone);
        then();
      };
      socket.on('data', check).on('close', gone);
      check();
    });
  await waitFor(() => received.includes('\r\n\r\n'));
  expect(received.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
  return {
    write: (bytes: Buffer) => socket.write(bytes),
    ready: () => waitFor((f) => f.some(([op, body]) => op === 1 && body.toString().includes('"ready"'))),
    async closeCode() {
      await waitFor((f) => f.some(([op]) => op === 8));
      return frames()
        .find(([op]) => op === 8)![1]
        .readUInt16BE(0);
    },
    end: () => socket.destroy(),
  };
}

describe('bad frames on the live sockets', () => {
  const paths = () => ({ '/ws/notifications': '/ws/notifications', '/ws/chat': `/ws/chat?id=${channelId}` });
  for (const pathName of ['/ws/notifications', '/ws/chat'] as const) {
    for (const [name, bad] of Object.entries(badFrames)) {
      for (const signedIn of [false, true]) {
        it(`${pathName}: ${name} ${signedIn ? 'after' : 'before'} sign-in closes with ${bad.code}`, async () => {
          const raw = await rawSocket(paths()[pathName]);
          if (signedIn) {
            raw.write(frame(Buffer.from(JSON.stringify({ type: 'auth', token }))));
            await raw.ready();
          }
          raw.write(bad.bytes());
          expect(await raw.closeCode()).toBe(bad.code);
          raw.end();
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        });
      }
    }
  }

  // Issue 40 item 4: the socket's channel id skipped the id rule and reached PostgreSQL (22003, closed 1011).
  for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '0x10', '', '1e3']) {
    it(`/ws/chat?id=${id || '(empty)'} with a valid auth frame closes 4403 and the server keeps answering`, async () => {
      const live = await openSocket(server.url, `/ws/chat?id=${encodeURIComponent(id)}`, token);
      expect((await live.waitClosed())?.code).toBe(4403);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    });
  }

  it('answers a signed-in chat send over the text limit with an error frame, and stays open', async () => {
    const live = await openSocket(server.url, `/ws/chat?id=${channelId}`, token);
    await live.next('ready');
    live.socket.send(JSON.stringify({ type: 'send', ref: 'long', content: 'x'.repeat(10_000) }));
    expect(await live.next('error')).toMatchObject({ code: 'textTooLong', ref: 'long' });
    live.socket.send(JSON.stringify({ type: 'send', ref: 'short', content: 'still here' }));
    expect(await live.next('sent')).toMatchObject({ ref: 'short', message: { contentMessage: 'still here' } });
    live.close();
  });

  // Issue 30: the frames follow the calls' text rule; NUL answered internalError and a lone surrogate was stored.
  it('refuses control characters and lone surrogates in a chat send with invalidCharacters, storing nothing', async () => {
    const live = await openSocket(server.url, `/ws/chat?id=${channelId}`, token);
    await live.next('ready');
    const bad = { nul: 'a\u0000b', escape: 'red\u001b[31m', surrogate: 'half \ud800 pair', low: '\udc00' };
    for (const [ref, content] of Object.entries(bad)) {
      live.socket.send(JSON.stringify({ type: 'send', ref, content }));
      expect(await live.next('error')).toEqual({ type: 'error', code: 'invalidCharacters', ref });
    }
    live.socket.send(JSON.stringify({ type: 'send', ref: 'fine', content: 'a whole 💥 pair\tand a tab' }));
    expect(await live.next('sent')).toMatchObject({ ref: 'fine' });
    const stored = await server.secured<{ contentMessage: string }[]>(token, 'getChatmessagesByChannelId', {
      chatchannelId: channelId,
    });
    const contents = stored.data.map((m) => m.contentMessage);
    for (const content of Object.values(bad)) expect(contents).not.toContain(content.trim());
    live.close();
  });
});
