// The sockets of contract.md, served by `ws` straight from the HTTP server's upgrade event. Going around
// Fastify's routing keeps an open socket down to what `ws` needs: no request, reply or logger lives on
// for each of thousands of idle connections.
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Metrics } from '../services/runtime/metrics.js';
import type { RealtimeHub } from './hub.js';

export type SocketRoute = (socket: WebSocket, url: URL) => void | Promise<void>;

const MAX_FRAME = 64 * 1024;
const PING_MS = 25_000;
/** Service Restart: the client reconnects (with its backoff) and catches up on what it missed. */
const CATCH_UP = 1012;

/** Sockets are pinged in this many slices, one slice at a time, so that thousands of pings never go out at once. */
const SLICES = 100;

/** Pongs owed: a socket still in here at its next ping has not answered the last one. */
const owing = new WeakSet<WebSocket>();
function onPong(this: WebSocket) {
  owing.delete(this);
}

export function registerSockets(
  app: FastifyInstance,
  routes: Record<string, SocketRoute>,
  hub?: RealtimeHub,
  metrics?: Pick<Metrics, 'socketOpened' | 'socketClosed'>,
) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  // Without an `'error'` listener a bad frame (over 64 KB, invalid UTF-8, unmasked, reserved bits) throws out of
  // the socket's emitter and stops the process. With one, `ws` closes the socket itself with the code the
  // protocol names (1009, 1007, 1002): all that is left is to note it, once per socket (it is closed after).
  const onSocketError = (error: Error & { code?: string }) =>
    app.log.info({ code: error.code, message: error.message }, 'socket closed on a bad frame');
  const slices = Array.from({ length: SLICES }, () => new Set<WebSocket>());
  let next = 0;

  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (!route) {
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', onSocketError);
      metrics?.socketOpened(url.pathname);
      ws.once('close', () => metrics?.socketClosed(url.pathname));
      slices[next++ % SLICES]!.add(ws);
      ws.on('pong', onPong);
      Promise.resolve(route(ws, url)).catch((error: unknown) => {
        app.log.error({ err: error }, 'socket route failed');
        ws.close(1011, 'internal error');
      });
    });
  });

  // This instance was deaf to the others for a while (Redis went away and is back): what its sockets should have
  // heard meanwhile is lost, and what they had subscribed to may have changed (a block, a removal). Each is closed
  // so that its client reconnects, subscribes afresh and fetches what it missed (docs/decisions.md).
  hub?.onGap(() => {
    for (const ws of server.clients) ws.close(CATCH_UP, 'catch up');
  });

  // Every socket is pinged once per PING_MS, a slice at a time: a dropped connection that never closed is
  // found within two pings and terminated, which runs its close handlers. Pinging every socket in one tick
  // held the event loop for tens of milliseconds with thousands open, and every message waited behind it.
  let turn = 0;
  const pinger = setInterval(() => {
    const slice = slices[turn++ % SLICES]!;
    for (const ws of slice) {
      // A closed socket leaves its slice here, at its next turn, rather than through a handler of its own.
      if (ws.readyState === ws.CLOSED) {
        slice.delete(ws);
        continue;
      }
      if (owing.has(ws)) {
        ws.terminate();
        continue;
      }
      owing.add(ws);
      ws.ping();
    }
  }, PING_MS / SLICES);
  pinger.unref();

  // Before the HTTP server stops: it waits for every connection, upgraded ones too, so open sockets would hold
  // a shutdown until they closed on their own.
  app.addHook('preClose', async () => {
    clearInterval(pinger);
    // Clients reconnect on 1001, to another instance if this one is gone for good.
    for (const ws of server.clients) ws.close(1001, 'server going away');
    for (let waited = 0; server.clients.size && waited < 1000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const ws of server.clients) ws.terminate();
    server.close();
  });
}
