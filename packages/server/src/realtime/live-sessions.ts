import type { WebSocket } from 'ws';
import type { Repositories } from '../db/repositories/index.js';
import { onSessionNews, type SessionChange } from '../services/caches/session-cache.js';
import type { RealtimeHub } from './hub.js';
import { isHiddenUser } from '../policies/visibility.js';

/** A signed-in socket: whose session it rides on. */
export interface SocketSession {
  sessionId: number;
  userId: number;
  tokenHash: string;
}

/**
 * The open sockets by session and by user, so that a revocation reaches them: logout, a password change or
 * reset, freezing or deleting the account. They hear the same news that drops the session cache, on every
 * instance; each socket it touches looks its session up again and is closed with 4401 if it is over.
 */
export interface LiveSessions {
  /**
   * Watches a signed-in socket until it closes. `since` is `heard()` from before its session was looked up: news
   * heard since then may be about that session, so it is looked up again.
   */
  add(socket: WebSocket, session: SocketSession, since: number): void;
  /** How many changes this instance has heard of so far. */
  heard(): number;
}

const SESSION_ENDED = 4401;

export function createLiveSessions(
  hub: RealtimeHub,
  repos: Repositories,
  log?: { warn: (o: object, m: string) => void },
) {
  const sockets = new Map<WebSocket, SocketSession>();
  const byUser = new Map<number, Set<WebSocket>>();
  const bySession = new Map<number, Set<WebSocket>>();
  const index = <K>(map: Map<K, Set<WebSocket>>, key: K) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  };
  const unindex = <K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket) => {
    const set = map.get(key);
    set?.delete(socket);
    if (set?.size === 0) map.delete(key);
  };

  const recheck = async (socket: WebSocket) => {
    const session = sockets.get(socket);
    if (!session) return;
    const live = await repos.sessions.findLive(session.tokenHash).catch((error: unknown) => {
      log?.warn({ err: error }, 'socket session not checked');
      return null;
    });
    // A failed lookup says nothing: the socket stays, as it would for an HTTP call that could not check.
    if (live === null) return;
    if (!live || isHiddenUser(live.user)) socket.close(SESSION_ENDED, 'session ended');
  };

  const touched = (change: SessionChange): Iterable<WebSocket> => {
    if ('all' in change) return [...sockets.keys()];
    if ('userId' in change) return [...(byUser.get(change.userId) ?? [])];
    return [...(bySession.get(change.sessionId) ?? [])];
  };
  let heard = 0;
  onSessionNews(hub, (change) => {
    heard++;
    for (const socket of touched(change)) void recheck(socket);
  });

  return {
    heard: () => heard,
    add(socket, session, since) {
      sockets.set(socket, session);
      index(byUser, session.userId).add(socket);
      index(bySession, session.sessionId).add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        unindex(byUser, session.userId, socket);
        unindex(bySession, session.sessionId, socket);
      });
      if (heard !== since) void recheck(socket);
    },
  } satisfies LiveSessions;
}
