import { authFrameSchema } from '@gamefolk/contract';
import type { WebSocket } from 'ws';
import type { Services, Session } from '../context.js';
import { hashSecret } from '../services/account/keys.js';
import { noteSeen } from '../services/account/sessions.js';
import { isHiddenUser } from '../policies/visibility.js';

const AUTH_TIMEOUT_MS = 5000;

export interface SocketSession {
  session: Session;
  /** The token's hash, for a socket that acts later and must find its session still live then. */
  tokenHash: string;
}

/**
 * Waits for the first frame, `{"type":"auth","token":"..."}`, and resolves to the session it names.
 * A missing, malformed or wrong first frame closes the socket (4401) and resolves to undefined.
 */
export function authenticateSocket(services: Services, socket: WebSocket): Promise<SocketSession | undefined> {
  return new Promise((resolve) => {
    const fail = () => {
      socket.close(4401, 'unauthenticated');
      resolve(undefined);
    };
    const timer = setTimeout(fail, AUTH_TIMEOUT_MS);
    const closed = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    socket.once('close', closed);
    socket.once('message', async (raw) => {
      clearTimeout(timer);
      // Nothing of the handshake stays attached to a socket that lives on.
      socket.off('close', closed);
      let json: unknown;
      try {
        json = JSON.parse(String(raw));
      } catch {
        return fail();
      }
      const parsed = authFrameSchema.safeParse(json);
      if (!parsed.success) return fail();
      const frame = parsed.data;
      // Looked up once per connection: a socket needs no session kept in memory for it.
      const tokenHash = hashSecret(frame.token);
      const since = services.liveSessions.heard();
      const session = await services.repos.sessions.findLiveOnce(tokenHash).catch(() => undefined);
      if (!session || isHiddenUser(session.user)) return fail();
      noteSeen(services, session);
      // From now on a revocation of the session, or a freeze of its user, closes this socket (4401).
      services.liveSessions.add(socket, { sessionId: session.sessionId, userId: session.user.id, tokenHash }, since);
      resolve({ session, tokenHash });
    });
  });
}
