import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { sessions, users } from '../schema.js';
import { systemClock, type Clock } from '../../clock.js';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Database, now: Clock = systemClock) {
  // Runs on every secured call: planned once per connection rather than each time. Built on first use (repositories
  // bound to a transaction are made for every transaction, and rarely look a session up).
  let statement: ReturnType<typeof makeLive> | undefined;
  const makeLive = () =>
    db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('sessions_find_live');
  const live = {
    execute: (values: { tokenHash: string; now: Date }) => (statement ??= makeLive()).execute(values),
  };

  return {
    create: (
      userId: number,
      tokenHash: string,
      values: { expiresAt: Date; lastSeenAt: Date; userAgent: string | null },
    ) =>
      db
        .insert(sessions)
        .values({ userId, tokenHash, ...values })
        .returning({ id: sessions.id })
        .then((r) => r[0]!),

    /** The live session behind a token, with its user; one query on every secured call.
     * A suspended user keeps a session, which the envelope limits to reopening the account. */
    findLive: (tokenHash: string) => live.execute({ tokenHash, now: now() }).then((rows) => rows[0]),

    /** The same lookup, never cached (see services/caches/session-cache.ts): for a socket's single check. */
    findLiveOnce: (tokenHash: string) => live.execute({ tokenHash, now: now() }).then((rows) => rows[0]),

    /** A session by id, live or not (its owner is checked by policies/session.ts). */
    byId: (id: number) =>
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, id))
        .then((rows) => rows[0]),

    /** A user's sessions that still work, the most recently seen first. */
    liveOfUser: (userId: number, now: Date) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id)),

    /** Whether the user ever had a session (a first sign-in is no news). */
    anyOfUser: (userId: number) =>
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .limit(1)
        .then((rows) => rows.length > 0),

    /** Moves the session's last sighting forward (never back). */
    markSeen: (id: number, at: Date) =>
      db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, at)))
        .then(() => undefined),

    revoke: (id: number) =>
      db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(eq(sessions.id, id))
        .then(() => undefined),

    /** Ends every session of a user, but `keep` when given (the device that asked); answers how many it ended. */
    revokeAllOfUser: (userId: number, keep?: number) =>
      db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
        .returning({ id: sessions.id })
        .then((rows) => rows.length),
  };
}
