import { getSessions, revokeOtherSessions, revokeSession } from '@gamefolk/contract';
import { assertOwnLiveSession } from '../../policies/session.js';
import { presentSession } from '../../presenters/sessions.js';
import { handle } from '../define.js';

export const getSessionsHandler = handle(getSessions, async (_input, { services, session }) => {
  const rows = await services.repos.sessions.liveOfUser(session.user.id, services.now());
  return { rows: rows.map((row) => presentSession(row, session.sessionId)) };
});

/**
 * Ends one of the caller's sessions. Its revocation is news on every instance (db/repositories/cache-effects.ts):
 * the session cache drops it and its sockets close (realtime/live-sessions.ts).
 */
export const revokeSessionHandler = handle(revokeSession, async ({ id }, { services, session }) => {
  const row = await services.repos.sessions.byId(id);
  assertOwnLiveSession(row, session.user.id, services.now());
  await services.repos.sessions.revoke(row.id);
  return { revoked: true as const };
});

export const revokeOtherSessionsHandler = handle(revokeOtherSessions, async (_input, { services, session }) => ({
  revoked: await services.repos.sessions.revokeAllOfUser(session.user.id, session.sessionId),
}));
