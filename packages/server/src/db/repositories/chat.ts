import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { preparedSql } from './prepared.js';
import { chatChannels, chatMessages } from '../schema.js';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** A message to post, with the sender's name for it (`ref`, unique per sender) when the client gave one. */
export interface ChatPost {
  channelId: number;
  userId: number;
  content: string;
  ref?: string;
}

/**
 * What the posting statement found for a member's message. `message` is the stored message: stored now
 * (`fresh`), or earlier under the same `ref` (a retry). Without it, a block or the other member's standing
 * stopped it.
 */
export interface ChatPosted {
  otherId: number;
  otherGone: boolean;
  blocked: boolean;
  message?: MessageRow;
  fresh: boolean;
}

/** The posting statement's row: the channel's context, and the message's columns if it was stored. */
interface PostedRow {
  other_id: number;
  other_gone: boolean;
  blocked: boolean;
  id: string | number | null;
  created_at: Date | null;
}

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export function chatRepository(db: Database) {
  // Every message runs it: named, so the server plans it once per connection. The channel's row is locked first
  // and only then is the id taken, so ids grow in commit order within a channel (the catch-up relies on it).
  const postStatement = preparedSql<PostedRow>(
    db,
    'chat_post',
    `with ch as (
      select c.id, c.user_a, c.user_b from chat_channels c
      where c.id = $1 and (c.user_a = $2 or c.user_b = $2)
      for update
    ), ctx as (
      select ch.id as channel_id, o.id as other_id,
        (o.frozen_at is not null or o.deleted_at is not null) as other_gone,
        exists (select 1 from blocks b where (b.blocker_id = ch.user_a and b.blocked_id = ch.user_b)
          or (b.blocker_id = ch.user_b and b.blocked_id = ch.user_a)) as blocked
      from ch join users o on o.id = case when ch.user_a = $2 then ch.user_b else ch.user_a end
    ), m as (
      insert into chat_messages (id, channel_id, user_id, content_message, ref)
      select nextval('chat_message_ids'), channel_id, $2, $3, $4 from ctx where not other_gone and not blocked
      on conflict (user_id, ref) do nothing
      returning id, channel_id, user_id, created_at
    ), moved as (
      update chat_channels c set last_message_id = m.id, updated_at = m.created_at,
        read_a = case when c.user_a = m.user_id then m.id else c.read_a end,
        read_b = case when c.user_b = m.user_id then m.id else c.read_b end
      from m where c.id = m.channel_id
    )
    select ctx.other_id, ctx.other_gone, ctx.blocked, m.id, m.created_at from ctx left join m on true`,
  );
  const byRef = (userId: number, ref: string) =>
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.ref, ref)))
      .then((rows) => rows[0]);

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
     * The hot path of chat, in one statement and one commit: checks membership, blocks and the other member's
     * standing, and only if all allow it stores the message and moves the channel's last message (read by its
     * sender). A `ref` the sender used before stores nothing: the message stored then is answered (a unique key
     * decides, not a lookup beforehand). Answers undefined for a channel the user is not in.
     */
    async post(post: ChatPost): Promise<ChatPosted | undefined> {
      const [row] = await postStatement([post.channelId, post.userId, post.content, post.ref ?? null]);
      if (!row) return undefined;
      const context = { otherId: Number(row.other_id), otherGone: row.other_gone, blocked: row.blocked };
      if (row.id !== null) {
        const at = new Date(row.created_at!);
        const message: MessageRow = {
          id: Number(row.id),
          channelId: post.channelId,
          userId: post.userId,
          contentMessage: post.content,
          ref: post.ref ?? null,
          createdAt: at,
          updatedAt: at,
        };
        return { ...context, message, fresh: true };
      }
      const earlier = post.ref === undefined ? undefined : await byRef(post.userId, post.ref);
      return earlier && earlier.channelId === post.channelId
        ? { ...context, message: earlier, fresh: false }
        : { ...context, fresh: false };
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

    /** What came after a message, oldest first, a page at a time like the rest. */
    after: (channelId: number, afterId: number, opts: { page: number; limit: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.page * opts.limit),

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

    /** The member has read the channel up to its last stored message; a read mark only moves forward. */
    markRead: (channel: ChannelRow, userId: number) => {
      const mark = (column: typeof chatChannels.readA | typeof chatChannels.readB) =>
        sql`greatest(${column}, ${chatChannels.lastMessageId})`;
      return db
        .update(chatChannels)
        .set(channel.userA === userId ? { readA: mark(chatChannels.readA) } : { readB: mark(chatChannels.readB) })
        .where(eq(chatChannels.id, channel.id));
    },
  };
}
