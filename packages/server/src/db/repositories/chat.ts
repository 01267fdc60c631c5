import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { chatChannels, chatMessages } from '../schema.js';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export function chatRepository(db: Database) {
  return {
    byId: (id: number) =>
      db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.id, id))
        .then((rows) => rows[0]),

    /** The pair's channel, made on first use; a second call, or a racing one, gets the same row. */
    async open(initiatorId: number, otherId: number) {
      const key = pair(initiatorId, otherId);
      await db
        .insert(chatChannels)
        .values({ ...key, initiatorId })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(chatChannels)
        .where(and(eq(chatChannels.userA, key.userA), eq(chatChannels.userB, key.userB)));
      return row!;
    },

    forUser: (userId: number) =>
      db
        .select()
        .from(chatChannels)
        .where(or(eq(chatChannels.userA, userId), eq(chatChannels.userB, userId)))
        .orderBy(desc(chatChannels.updatedAt))
        .limit(100),

    /** Stores a message and moves the channel's last message in one transaction. */
    post: (channelId: number, userId: number, content: string) =>
      db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({ channelId, userId, contentMessage: content })
          .returning();
        const readColumn = sql`case when ${chatChannels.userA} = ${userId} then 'a' else 'b' end`;
        await tx
          .update(chatChannels)
          .set({
            lastMessageId: message!.id,
            updatedAt: message!.createdAt,
            // The sender has read their own message.
            readA: sql`case when ${readColumn} = 'a' then ${message!.id} else ${chatChannels.readA} end`,
            readB: sql`case when ${readColumn} = 'b' then ${message!.id} else ${chatChannels.readB} end`,
          })
          .where(eq(chatChannels.id, channelId));
        return message!;
      }),

    messagesByIds: (ids: number[]) =>
      ids.length
        ? db.select().from(chatMessages).where(inArray(chatMessages.id, ids))
        : Promise.resolve([] as MessageRow[]),

    page: (channelId: number, opts: { page: number; limit: number; beforeId?: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.channelId, channelId), opts.beforeId ? lt(chatMessages.id, opts.beforeId) : undefined),
        )
        .orderBy(desc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.beforeId ? 0 : opts.page * opts.limit),

    after: (channelId: number, afterId: number, limit: number) =>
      db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit),

    /** Unread messages per channel of a user: those from the other member after the user's read mark. */
    unreadCounts: (userId: number) =>
      db
        .select({ id: chatChannels.id, unread: sql<number>`count(${chatMessages.id})::int` })
        .from(chatChannels)
        .innerJoin(
          chatMessages,
          and(
            eq(chatMessages.channelId, chatChannels.id),
            sql`${chatMessages.userId} <> ${userId}`,
            sql`${chatMessages.id} > case when ${chatChannels.userA} = ${userId} then ${chatChannels.readA} else ${chatChannels.readB} end`,
          ),
        )
        .where(or(eq(chatChannels.userA, userId), eq(chatChannels.userB, userId)))
        .groupBy(chatChannels.id),

    markRead: (channel: ChannelRow, userId: number) =>
      db
        .update(chatChannels)
        .set(channel.userA === userId ? { readA: channel.lastMessageId ?? 0 } : { readB: channel.lastMessageId ?? 0 })
        .where(eq(chatChannels.id, channel.id)),
  };
}
