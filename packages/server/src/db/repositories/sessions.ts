import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { sessions, users } from '../schema.js';

export function sessionsRepository(db: Database) {
  // Runs on every secured call: planned once per connection rather than each time. Built on first use (repositories
  // bound to a transaction are made for every transaction, and rarely look a session up).
  let statement: ReturnType<typeof makeLive> | undefined;
  const makeLive = () =>
    db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
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
    create: (userId: number, tokenHash: string, expiresAt: Date) =>
      db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt })
        .returning({ id: sessions.id })
        .then((r) => r[0]!),

    /** The live session behind a token, with its user; one query on every secured call.
     * A suspended user keeps a session, which the envelope limits to reopening the account. */
    findLive: (tokenHash: string) => live.execute({ tokenHash, now: new Date() }).then((rows) => rows[0]),

    /** The same lookup, never cached (see services/session-cache.ts): for a socket's single check. */
    findLiveOnce: (tokenHash: string) => live.execute({ tokenHash, now: new Date() }).then((rows) => rows[0]),

    revoke: (id: number) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, id))
        .then(() => undefined),

    /** Ends every session of a user, but `keep` when given (the device that asked). */
    revokeAllOfUser: (userId: number, keep?: number) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
        .then(() => undefined),
  };
}
