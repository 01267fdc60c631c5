import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { batched } from './batch.js';
import { preparedSql } from './prepared.js';
import { chatChannels, chatMessages } from '../schema.js';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** A message to post: its id and time are made before it is stored (services/chat-ids.ts). */
export interface ChatPost {
  channelId: number;
  userId: number;
  content: string;
  id: number;
  at: Date;
}

/** What the posting statement found for a message of a member: the message is stored only if nothing stops it. */
export interface ChatPosted {
  otherId: number;
  otherGone: boolean;
  blocked: boolean;
  message?: MessageRow;
}

/** The posting statement's row for each message sent by a member of its channel. */
interface PostedRow {
  id: string | number;
  other_id: number;
  other_gone: boolean;
  blocked: boolean;
  stored: boolean;
}

/** How long a message already told to its channel may wait to be stored with others in one commit. */
export const CHAT_WRITE_WINDOW_MS = 20;

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export function chatRepository(db: Database) {
  // Every message runs it: named, so the server plans it once per connection (half its cost). It takes any
  // number of messages (arrays, one entry per message) and answers a row for each sent by a member.
  const postStatement = preparedSql<PostedRow>(
    db,
    'chat_post_if_allowed',
    `with input as (
      select * from unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[])
        as t(id, channel_id, user_id, content, at)
    ), ctx as (
      select i.id, i.channel_id, i.user_id, i.content, i.at::timestamptz as at, o.id as other_id,
        (o.frozen_at is not null or o.deleted_at is not null) as other_gone,
        exists (select 1 from blocks b where (b.blocker_id = c.user_a and b.blocked_id = c.user_b)
          or (b.blocker_id = c.user_b and b.blocked_id = c.user_a)) as blocked
      from input i
      join chat_channels c on c.id = i.channel_id and (c.user_a = i.user_id or c.user_b = i.user_id)
      join users o on o.id = case when c.user_a = i.user_id then c.user_b else c.user_a end
    ), m as (
      insert into chat_messages (id, channel_id, user_id, content_message, created_at, updated_at)
      select id, channel_id, user_id, content, at, at from ctx where not other_gone and not blocked
      returning id, channel_id, user_id, created_at
    ), latest as (
      select m.channel_id, max(m.id) as last_id, max(m.created_at) as last_at,
        max(m.id) filter (where m.user_id = c.user_a) as read_a,
        max(m.id) filter (where m.user_id = c.user_b) as read_b
      from m join chat_channels c on c.id = m.channel_id
      group by m.channel_id
    ), moved as (
      update chat_channels set last_message_id = greatest(last_message_id, latest.last_id),
        updated_at = greatest(chat_channels.updated_at, latest.last_at),
        read_a = greatest(chat_channels.read_a, latest.read_a),
        read_b = greatest(chat_channels.read_b, latest.read_b)
      from latest where chat_channels.id = latest.channel_id
    )
    select ctx.id, ctx.other_id, ctx.other_gone, ctx.blocked, m.id is not null as stored
    from ctx left join m on m.id = ctx.id`,
  );
  const posting = batched<ChatPost, ChatPosted | undefined>(
    async (posts) => {
      const rows = await postStatement([
        posts.map((p) => p.id),
        posts.map((p) => p.channelId),
        posts.map((p) => p.userId),
        posts.map((p) => p.content),
        posts.map((p) => p.at.toISOString()),
      ]);
      const found = new Map(rows.map((row) => [Number(row.id), row]));
      return posts.map((p) => {
        const row = found.get(p.id);
        if (!row) return undefined;
        const message: MessageRow | undefined = row.stored
          ? {
              id: p.id,
              channelId: p.channelId,
              userId: p.userId,
              contentMessage: p.content,
              createdAt: p.at,
              updatedAt: p.at,
            }
          : undefined;
        return { otherId: Number(row.other_id), otherGone: row.other_gone, blocked: row.blocked, message };
      });
    },
    { windowMs: CHAT_WRITE_WINDOW_MS, max: 200 },
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
     * A message whose members were already told (`wait`) may wait a few milliseconds, so that the messages
     * of those milliseconds are stored in one statement and one commit; otherwise it is stored at once.
     */
    postIfAllowed: (post: ChatPost, wait = false) => posting(post, wait),

    /** Stores what is waiting and waits for every posting statement under way (before shutting down). */
    settle: () => posting.settle(),

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

    /**
     * The member has read the channel up to its last message, and up to `upTo`: the last id that could have
     * been made before now, so that a message its members were told of before it was stored is covered too.
     * A read mark only moves forward.
     */
    markRead: (channel: ChannelRow, userId: number, upTo: number) => {
      const mark = (column: typeof chatChannels.readA | typeof chatChannels.readB) =>
        sql`greatest(${column}, ${chatChannels.lastMessageId}, ${upTo}::bigint)`;
      return db
        .update(chatChannels)
        .set(channel.userA === userId ? { readA: mark(chatChannels.readA) } : { readB: mark(chatChannels.readB) })
        .where(eq(chatChannels.id, channel.id));
    },
  };
}
