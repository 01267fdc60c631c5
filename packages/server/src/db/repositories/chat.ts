import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { preparedSql } from './prepared.js';
import { chatChannels, chatMessages } from '../schema.js';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The posting statement's row: the context always, the message's columns only when it was stored. */
interface PostedRow {
  other_id: number;
  other_gone: boolean;
  blocked: boolean;
  id: number | null;
  channel_id: number | null;
  user_id: number | null;
  content_message: string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
}

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export function chatRepository(db: Database) {
  // Every message runs it: named, so the server plans it once per connection (half its cost).
  const postStatement = preparedSql<PostedRow>(
    db,
    'chat_post_if_allowed',
    `with ctx as (
      select o.id as other_id, (o.frozen_at is not null or o.deleted_at is not null) as other_gone,
        exists (select 1 from blocks b where (b.blocker_id = c.user_a and b.blocked_id = c.user_b)
          or (b.blocker_id = c.user_b and b.blocked_id = c.user_a)) as blocked
      from chat_channels c
      join users o on o.id = case when c.user_a = $2 then c.user_b else c.user_a end
      where c.id = $1 and (c.user_a = $2 or c.user_b = $2)
    ), m as (
      insert into chat_messages (id, channel_id, user_id, content_message, created_at, updated_at)
      select $4, $1, $2, $3, $5, $5 from ctx where not ctx.other_gone and not ctx.blocked
      returning id, channel_id, user_id, content_message, created_at, updated_at
    ), moved as (
      update chat_channels set last_message_id = greatest(last_message_id, m.id),
        updated_at = greatest(chat_channels.updated_at, m.created_at),
        read_a = case when user_a = $2 then greatest(read_a, m.id) else read_a end,
        read_b = case when user_b = $2 then greatest(read_b, m.id) else read_b end
      from m where chat_channels.id = $1
    )
    select ctx.other_id, ctx.other_gone, ctx.blocked, m.id, m.channel_id, m.user_id, m.content_message,
      m.created_at, m.updated_at
    from ctx left join m on true`,
  );

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

    /**
     * The other member of a channel whose sender was last allowed to post in it, while that still holds; the
     * chat guard (services/chat-guard.ts) knows, the bare repository never does.
     */
    allowedOther: (_channelId: number, _userId: number): number | undefined => undefined,

    /**
     * The hot path of chat, in one statement: checks membership, blocks and the other member's standing,
     * and only if all allow it stores the message and moves the channel's last message (read by its sender).
     * Answers undefined for a channel the user is not in; otherwise the context, with the message if stored.
     */
    postIfAllowed: async (channelId: number, userId: number, content: string, id: number, at: Date) => {
      const [row] = await postStatement([channelId, userId, content, id, at]);
      if (!row) return undefined;
      const message: MessageRow | undefined =
        row.id === null
          ? undefined
          : {
              id: Number(row.id),
              channelId: Number(row.channel_id),
              userId: Number(row.user_id),
              contentMessage: String(row.content_message),
              createdAt: new Date(row.created_at!),
              updatedAt: new Date(row.updated_at!),
            };
      return { otherId: Number(row.other_id), otherGone: row.other_gone, blocked: row.blocked, message };
    },

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
