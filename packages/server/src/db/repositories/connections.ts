import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { connections, type ConnectionStatus } from '../schema.js';

export type ConnectionRow = typeof connections.$inferSelect;

export function connectionsRepository(db: Database) {
  const between = (a: number, b: number) =>
    or(
      and(eq(connections.requesterId, a), eq(connections.receiverId, b)),
      and(eq(connections.requesterId, b), eq(connections.receiverId, a)),
    );
  return {
    byId: (id: number) =>
      db
        .select()
        .from(connections)
        .where(eq(connections.id, id))
        .then((rows) => rows[0]),

    /** The pending or approved connection between two users, if any. */
    live: (a: number, b: number) =>
      db
        .select()
        .from(connections)
        .where(and(between(a, b), inArray(connections.status, ['sent', 'approved'])))
        .orderBy(desc(connections.id))
        .then((rows) => rows[0]),

    create: (requesterId: number, receiverId: number) =>
      db
        .insert(connections)
        .values({ requesterId, receiverId })
        .returning()
        .then((rows) => rows[0]!),

    /**
     * The compare-and-set of states/connection-moves.ts: moves the connection `id` (or every one between a pair)
     * only while its status is one of `from`, so two racing answers cannot both apply. The moved rows.
     */
    move: (
      which: { id: number } | { between: [number, number] },
      from: readonly ConnectionStatus[],
      to: ConnectionStatus,
    ) =>
      db
        .update(connections)
        .set({ status: to, updatedAt: sql`now()` })
        .where(
          and(
            'id' in which ? eq(connections.id, which.id) : between(...which.between),
            inArray(connections.status, [...from]),
          ),
        )
        .returning(),

    /** The latest request each of `requesterIds` sent the user, whatever its status now. */
    latestFrom: (receiverId: number, requesterIds: number[]) =>
      requesterIds.length
        ? db
            .selectDistinctOn([connections.requesterId])
            .from(connections)
            .where(and(eq(connections.receiverId, receiverId), inArray(connections.requesterId, requesterIds)))
            .orderBy(connections.requesterId, desc(connections.id))
        : Promise.resolve([]),

    incoming: (userId: number) =>
      db
        .select()
        .from(connections)
        .where(and(eq(connections.receiverId, userId), eq(connections.status, 'sent')))
        .orderBy(desc(connections.id))
        .limit(100),

    /** Ids of everyone connected with the user. */
    connectedIds: (userId: number) =>
      db
        .select({ requesterId: connections.requesterId, receiverId: connections.receiverId })
        .from(connections)
        .where(
          and(
            or(eq(connections.requesterId, userId), eq(connections.receiverId, userId)),
            eq(connections.status, 'approved'),
          ),
        )
        .then((rows) => rows.map((r) => (r.requesterId === userId ? r.receiverId : r.requesterId))),
  };
}
