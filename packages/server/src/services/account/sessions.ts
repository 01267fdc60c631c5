import type { Services } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { withManagerFlag } from '../../policies/manager.js';
import { presentUser } from '../../presenters/user.js';
import { hashSecret, newSecret } from './keys.js';

/** The most of a User-Agent header kept (browsers send a few hundred characters). */
const USER_AGENT_MAX = 1024;

/**
 * Opens a session for a user who proved who they are; the token is returned once and kept only as a hash, beside
 * the User-Agent the browser sent (its sessions list shows it).
 */
export async function startSession(services: Services, user: UserRow, userAgent?: string) {
  const token = newSecret();
  const expiresAt = new Date(services.now().getTime() + services.config.sessionTtlDays * 24 * 60 * 60 * 1000);
  await services.repos.sessions.create(user.id, hashSecret(token), {
    expiresAt,
    lastSeenAt: services.now(),
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return { token, user: presentUser(withManagerFlag(services.config, user)) };
}

/** A session's last sighting moves at most this often: a write per minute, not one per call. */
const SEEN_EVERY_MS = 60_000;
const MARKS_MAX = 50_000;
/** Per app: when this instance last wrote each session's sighting (the cached row it reads may be older). */
const marks = new WeakMap<Services, Map<number, number>>();

/**
 * Called with every authenticated call's session: writes `last_seen_at` when it is a minute old, and then not again
 * from this instance for a minute, whatever the session cache still says. The write is not awaited; a failed one is
 * logged and tried again a minute later.
 */
export function noteSeen(services: Services, session: { sessionId: number; lastSeenAt: Date }) {
  const now = services.now().getTime();
  if (now - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  let written = marks.get(services);
  if (!written) marks.set(services, (written = new Map()));
  const last = written.get(session.sessionId);
  if (last !== undefined && now - last < SEEN_EVERY_MS) return;
  if (written.size >= MARKS_MAX) written.clear();
  written.set(session.sessionId, now);
  services.repos.sessions
    .markSeen(session.sessionId, new Date(now))
    .catch((error: unknown) => services.log.warn({ err: error }, 'session sighting not written'));
}
