import type { DataExportStatus } from '@gamefolk/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  chatMessages,
  connections,
  dataExports,
  eventParticipants,
  events,
  favouriteGames,
  follows,
  lobbies,
  lobbyApplications,
  orders,
  posts,
  profiles,
  uploads,
  users,
} from '../schema.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Rows read a page at a time, so that an export never holds a long history in memory. */
const PAGE = 500;

/** Exports, and the player's own data they hold. */
export function dataExportsRepository(db: Database) {
  return {
    byId: (id: number) =>
      db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, id))
        .then((rows) => rows[0]),

    ofUser: (userId: number, limit = 5) =>
      db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.id)).limit(limit),

    latestOfUser: (userId: number) =>
      db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.id))
        .limit(1)
        .then((rows) => rows[0]),

    /** Undefined when the player already has one requested (one at a time: a unique index says so). */
    request: (userId: number, at: Date) =>
      db
        .insert(dataExports)
        .values({ userId, createdAt: at })
        .onConflictDoNothing()
        .returning()
        .then((rows) => rows[0]),

    /** Ready exports whose time is over at `now`, and failed ones whose file was never kept. */
    expiredBy: (now: Date, limit = 100) =>
      db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.status, 'ready'), isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)))
        .limit(limit),

    /** Requests made before `before` that no build has finished. */
    staleRequested: (before: Date, limit = 100) =>
      db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.status, 'requested'), lte(dataExports.createdAt, before)))
        .limit(limit),

    /** Compare-and-set: moves the export only from one of `from` (states/data-export-moves.ts is its one caller). */
    moveStatus: (
      id: number,
      from: readonly DataExportStatus[],
      to: { status: DataExportStatus; fileKey?: string | null; size?: number; readyAt?: Date; expiresAt?: Date },
    ) =>
      db
        .update(dataExports)
        .set(to)
        .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...from])))
        .returning()
        .then((rows) => rows[0]),

    userData: {
      account: (userId: number) =>
        db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            language: users.language,
            photoUrl: users.photoUrl,
            createdAt: users.createdAt,
            activatedAt: users.activatedAt,
          })
          .from(users)
          .where(eq(users.id, userId))
          .then((rows) => rows[0]),
      profile: (userId: number) =>
        db
          .select()
          .from(profiles)
          .where(eq(profiles.userId, userId))
          .then((rows) => rows[0]),
      favouriteGames: (userId: number) => db.select().from(favouriteGames).where(eq(favouriteGames.userId, userId)),
      /** Posts, reposts and comments, by id from `afterId`. */
      posts: (userId: number, afterId: number) =>
        db
          .select({
            id: posts.id,
            kind: posts.kind,
            parentId: posts.parentId,
            rootId: posts.rootId,
            organizationId: posts.organizationId,
            content: posts.content,
            attachments: posts.attachments,
            createdAt: posts.createdAt,
            updatedAt: posts.updatedAt,
            deletedAt: posts.deletedAt,
          })
          .from(posts)
          .where(and(eq(posts.userId, userId), gt(posts.id, afterId)))
          .orderBy(asc(posts.id))
          .limit(PAGE),
      /** The chat messages the player sent, by id from `afterId`. */
      messages: (userId: number, afterId: number) =>
        db
          .select({
            id: chatMessages.id,
            channelId: chatMessages.channelId,
            content: chatMessages.contentMessage,
            createdAt: chatMessages.createdAt,
            editedAt: chatMessages.editedAt,
          })
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, userId), gt(chatMessages.id, afterId)))
          .orderBy(asc(chatMessages.id))
          .limit(PAGE),
      connections: (userId: number) =>
        db
          .select()
          .from(connections)
          .where(or(eq(connections.requesterId, userId), eq(connections.receiverId, userId)))
          .orderBy(asc(connections.id)),
      follows: (userId: number) =>
        db
          .select()
          .from(follows)
          .where(or(eq(follows.followerId, userId), eq(follows.userId, userId))),
      lobbies: (userId: number) => db.select().from(lobbies).where(eq(lobbies.ownerId, userId)),
      lobbyApplications: (userId: number) =>
        db.select().from(lobbyApplications).where(eq(lobbyApplications.userId, userId)),
      events: (userId: number) => db.select().from(events).where(eq(events.ownerId, userId)),
      eventParticipation: (userId: number) =>
        db.select().from(eventParticipants).where(eq(eventParticipants.userId, userId)),
      orders: (userId: number) => db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
      /** The player's uploaded files (not a video's web variant, which is made from one of them). */
      uploads: (userId: number) =>
        db
          .select({ key: uploads.key, contentType: uploads.contentType, size: uploads.size })
          .from(uploads)
          .where(eq(uploads.userId, userId))
          .orderBy(asc(uploads.createdAt)),
    },
  };
}
