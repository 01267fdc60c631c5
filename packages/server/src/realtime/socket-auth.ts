import type { WebSocket } from 'ws';
import type { Services, Session } from '../context.js';
import { hashSecret } from '../services/keys.js';

const AUTH_TIMEOUT_MS = 5000;

/**
 * Waits for the first frame, `{"type":"auth","token":"..."}`, and resolves to the session it names.
 * A missing, malformed or wrong first frame closes the socket (4401) and resolves to undefined.
 */
export function authenticateSocket(services: Services, socket: WebSocket): Promise<Session | undefined> {
  return new Promise((resolve) => {
    const fail = () => {
      socket.close(4401, 'unauthenticated');
      resolve(undefined);
    };
    const timer = setTimeout(fail, AUTH_TIMEOUT_MS);
    socket.once('message', async (raw) => {
      clearTimeout(timer);
      let frame: { type?: unknown; token?: unknown };
      try {
        frame = JSON.parse(String(raw));
      } catch {
        return fail();
      }
      if (frame.type !== 'auth' || typeof frame.token !== 'string' || frame.token.length > 200) return fail();
      const session = await services.repos.sessions.findLive(hashSecret(frame.token)).catch(() => undefined);
      if (!session || session.user.frozenAt || session.user.deletedAt) return fail();
      resolve(session);
    });
    socket.once('close', () => clearTimeout(timer));
  });
}

const PING_MS = 25_000;

/**
 * Pings an open socket every 25 s; a peer that has not answered the previous ping is gone
 * (a dropped connection that never closed) and is terminated, which runs its close handlers.
 */
export function keepAlive(socket: WebSocket) {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const timer = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_MS);
  timer.unref();
  socket.on('close', () => clearInterval(timer));
}
