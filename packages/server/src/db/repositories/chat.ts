import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { preparedSql } from './prepared.js';
import { chatChannels, chatMembers, chatMessages, chatPrivacy, games, lobbies } from '../schema.js';
import type { ChatPrivacy } from '@gamefolk/contract';
import { userStandsText } from './user-stands.js';
import { blockBetweenSql, blockBetweenText, notBlockedSql } from './block-hides.js';

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
 * (`fresh`), or earlier under the same `ref` (a retry). Without it, in a pair a block (`blocked`) or the other
 * member's standing (`otherGone`) stopped it, or its ref names a message of another channel.
 */
export interface ChatPosted {
  /** The other members to tell of it: everyone but the sender and those in a block with them. */
  recipients: number[];
  blocked: boolean;
  otherGone: boolean;
  message?: MessageRow;
  fresh: boolean;
  /** The channel's request state and opener, for whom a request hides it (policies/chat.ts `requestPlaceFor`). */
  channel: Pick<ChannelRow, 'request' | 'initiatorId' | 'lobbyId'>;
}

/** The posting statement's row: what refused the message in a pair, and the message's columns if it was stored. */
interface PostedRow {
  recipients: number[];
  blocked: boolean | null;
  other_gone: boolean | null;
  id: string | number | null;
  created_at: Date | null;
  request: ChannelRow['request'];
  initiator_id: number;
  lobby_id: number | null;
}

/** A group's lobby as its channel is presented: its owner and game. */
export interface LobbyTitle {
  id: number;
  ownerId: number;
  gameName: string;
}

const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

/** SQL: the message's sender and `viewerId` have a block, either way. */
const blockedWith = (viewerId: number) => blockBetweenSql(viewerId, chatMessages.userId);

/**
 * SQL: the messages of a channel `viewerId` is shown. In a group a block hides (both stay members); in a pair it
 * refuses every send instead (the posting statement), so a pair's history stays whole.
 */
const shownTo = (channel: ChannelRow, viewerId: number) =>
  channel.lobbyId === null ? undefined : sql`not ${blockedWith(viewerId)}`;

/** A lobby's group channel and its members (the lobby's owner and approved applicants), made if missing. */
const openGroupSql = (lobbyId: number, ownerId: number) => sql`with made as (
    insert into chat_channels (lobby_id, initiator_id) values (${lobbyId}, ${ownerId})
    on conflict (lobby_id) where lobby_id is not null do nothing
    returning id
  )
  insert into chat_members (channel_id, user_id, joined_at)
  select made.id, m.user_id, m.joined_at from made, (
    select l.owner_id as user_id, l.created_at as joined_at from lobbies l where l.id = ${lobbyId}
    union all select a.user_id, a.updated_at from lobby_applications a
    where a.lobby_id = ${lobbyId} and a.status = 'approved'
  ) m
  on conflict do nothing`;

/**
 * Chat in both its kinds, a pair's conversation and a lobby's group: the same channels, members with their read
 * marks, messages, and one posting statement. Messages are stored under the channel's row lock with ids from one
 * sequence, `ref` unique per sender.
 */
export function chatRepository(db: Database) {
  // Every message runs it: named, so the server plans it once per connection. The channel's row is locked first
  // and only then is the id taken, so ids grow in commit order within a channel (the catch-up relies on it).
  // A pair refuses a message when the other is gone or in a block with the sender; a group stores it and tells
  // only the members without a block with the sender.
  const postStatement = preparedSql<PostedRow>(
    db,
    'chat_post',
    `with ch as (
      select c.id, c.lobby_id, c.request, c.initiator_id from chat_channels c
      where c.id = $1 and exists (select 1 from chat_members s where s.channel_id = $1 and s.user_id = $2)
      for update
    ), others as (
      select mb.user_id, not ${userStandsText('o')} as gone,
        ${blockBetweenText('mb.user_id', '$2')} as blocked
      from ch join chat_members mb on mb.channel_id = ch.id and mb.user_id <> $2 join users o on o.id = mb.user_id
    ), refused as (
      select bool_or(others.gone) as other_gone, bool_or(others.blocked) as blocked
      from ch, others where ch.lobby_id is null
    ), m as (
      insert into chat_messages (id, channel_id, user_id, content_message, ref)
      select nextval('chat_message_ids'), ch.id, $2, $3, $4 from ch, refused
      where refused.other_gone is not true and refused.blocked is not true
      on conflict (user_id, ref) do nothing
      returning id, channel_id, created_at
    ), moved as (
      update chat_channels c set last_message_id = m.id, updated_at = m.created_at from m where c.id = m.channel_id
    ), mine as (
      update chat_members r set read_id = greatest(r.read_id, m.id) from m
      where r.channel_id = m.channel_id and r.user_id = $2
    )
    select refused.other_gone, refused.blocked, m.id, m.created_at, ch.request, ch.initiator_id, ch.lobby_id,
      array(select others.user_id from others where not others.blocked) as recipients
    from ch cross join refused left join m on true`,
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
        .then((rows): ChannelRow | undefined => rows[0]),

    byLobby: (lobbyId: number) =>
      db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.lobbyId, lobbyId))
        .then((rows): ChannelRow | undefined => rows[0]),

    /** The pair's channel, if the two have one. */
    pairOf: (a: number, b: number) => {
      const key = pair(a, b);
      return db
        .select()
        .from(chatChannels)
        .where(and(eq(chatChannels.userA, key.userA), eq(chatChannels.userB, key.userB)))
        .then((rows): ChannelRow | undefined => rows[0]);
    },

    /**
     * The pair's channel and its two members, made on first use (as a request to the other when `request`); a
     * second call, or a racing one, gets the same.
     */
    async open(initiatorId: number, otherId: number, request = false): Promise<ChannelRow> {
      const key = pair(initiatorId, otherId);
      await db.execute(sql`with made as (
          insert into chat_channels (user_a, user_b, initiator_id, request)
          values (${key.userA}, ${key.userB}, ${initiatorId}, ${request ? 'pending' : null})
          on conflict (user_a, user_b) do nothing
          returning id
        )
        insert into chat_members (channel_id, user_id)
        select made.id, u from made, unnest(array[${key.userA}::int, ${key.userB}::int]) u`);
      const [row] = await db
        .select()
        .from(chatChannels)
        .where(and(eq(chatChannels.userA, key.userA), eq(chatChannels.userB, key.userB)));
      return row!;
    },

    /**
     * A lobby's group channel, made with its members if missing: with a new lobby (its owner), or for a lobby
     * older than the channel (its owner and approved members). A racing call gets the same row.
     */
    async openGroup(lobbyId: number, ownerId: number): Promise<ChannelRow> {
      await db.execute(openGroupSql(lobbyId, ownerId));
      return db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.lobbyId, lobbyId))
        .then((rows) => rows[0]!);
    },

    /**
     * A lobby member joins or leaves its group channel: called by the lobby's own transaction, so chat access
     * changes with the membership, never apart from it.
     */
    async setLobbyMember(lobbyId: number, userId: number, member: boolean) {
      const channel = sql`(select c.id from chat_channels c where c.lobby_id = ${lobbyId})`;
      await (member
        ? db.execute(sql`insert into chat_members (channel_id, user_id)
            select c.id, ${userId}::int from chat_channels c where c.lobby_id = ${lobbyId}
            on conflict do nothing`)
        : db
            .delete(chatMembers)
            .where(and(sql`${chatMembers.channelId} = ${channel}`, eq(chatMembers.userId, userId))));
    },

    isMember: (channelId: number, userId: number) =>
      db
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)))
        .then((rows) => rows.length > 0),

    /** The user's channels, pairs and groups, latest activity first. */
    forUser: (userId: number) =>
      db
        .select({ channel: chatChannels })
        .from(chatMembers)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
        .where(eq(chatMembers.userId, userId))
        .orderBy(desc(chatChannels.updatedAt))
        .limit(200)
        .then((rows) => rows.map((r) => r.channel)),

    /** The members of channels, in the order they joined, with their read marks. */
    membersOf: (channelIds: number[]) =>
      channelIds.length
        ? db
            .select({ channelId: chatMembers.channelId, userId: chatMembers.userId, readId: chatMembers.readId })
            .from(chatMembers)
            .where(inArray(chatMembers.channelId, channelIds))
            .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId))
        : Promise.resolve([] as { channelId: number; userId: number; readId: number }[]),

    /** A request's one move, only from the states given (states/chat-request-moves.ts); true when it moved. */
    moveRequest: (channelId: number, from: readonly NonNullable<ChannelRow['request']>[], to: ChannelRow['request']) =>
      db
        .update(chatChannels)
        .set({ request: to })
        .where(and(eq(chatChannels.id, channelId), inArray(chatChannels.request, [...from])))
        .returning({ id: chatChannels.id })
        .then((rows) => rows.length > 0),

    /** Who may start a chat with the player; "everyone" until they choose. */
    privacyOf: (userId: number) =>
      db
        .select({ from: chatPrivacy.from })
        .from(chatPrivacy)
        .where(eq(chatPrivacy.userId, userId))
        .then((rows): ChatPrivacy => rows[0]?.from ?? 'everyone'),

    savePrivacy: (userId: number, from: ChatPrivacy) =>
      db.insert(chatPrivacy).values({ userId, from }).onConflictDoUpdate({ target: chatPrivacy.userId, set: { from } }),

    messageById: (id: number) =>
      db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.id, id))
        .then((rows): MessageRow | undefined => rows[0]),

    /** Its sender's new text, marked edited; undefined when it is gone or not theirs (the sender is in the key). */
    edit: (id: number, userId: number, content: string, at: Date) =>
      db
        .update(chatMessages)
        .set({ contentMessage: content, editedAt: at })
        .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)))
        .returning()
        .then((rows): MessageRow | undefined => rows[0]),

    /** Deleted for everyone: it leaves every count and list with its row. */
    remove: (id: number, userId: number) =>
      db
        .delete(chatMessages)
        .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)))
        .returning()
        .then((rows): MessageRow | undefined => rows[0]),

    /** The member's unread messages in one channel (others' after their read mark): a chat push's count. */
    unreadIn: (channelId: number, userId: number) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)))
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            sql`${chatMessages.userId} <> ${userId}`,
            gt(chatMessages.id, chatMembers.readId),
          ),
        )
        .then((rows) => rows[0]?.n ?? 0),

    /** Each lobby's owner and game name, for presenting its channel. */
    lobbyTitles: (lobbyIds: number[]) =>
      lobbyIds.length
        ? db
            .select({ id: lobbies.id, ownerId: lobbies.ownerId, gameName: games.name })
            .from(lobbies)
            .innerJoin(games, eq(games.id, lobbies.gameId))
            .where(inArray(lobbies.id, lobbyIds))
        : Promise.resolve([] as LobbyTitle[]),

    /**
     * The hot path of chat, in one statement and one commit: checks membership, and in a pair blocks and the
     * other member's standing; only if all allow it stores the message and moves the channel's last message and
     * its sender's read mark. A `ref` the sender used before stores nothing: the message stored then is answered
     * (a unique key decides, not a lookup beforehand). Answers undefined for a channel the user is not in.
     */
    async post(post: ChatPost): Promise<ChatPosted | undefined> {
      const [row] = await postStatement([post.channelId, post.userId, post.content, post.ref ?? null]);
      if (!row) return undefined;
      const context = {
        channel: { request: row.request, initiatorId: row.initiator_id, lobbyId: row.lobby_id },
        recipients: row.recipients.map(Number),
        blocked: row.blocked === true,
        otherGone: row.other_gone === true,
      };
      if (row.id !== null) {
        const at = new Date(row.created_at!);
        const message: MessageRow = {
          id: Number(row.id),
          channelId: post.channelId,
          userId: post.userId,
          contentMessage: post.content,
          ref: post.ref ?? null,
          editedAt: null,
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

    /** A page of a channel's messages as `viewerId` sees them, newest first. */
    page: (channel: ChannelRow, viewerId: number, opts: { page: number; limit: number; beforeId?: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channel.id),
            opts.beforeId ? lt(chatMessages.id, opts.beforeId) : undefined,
            shownTo(channel, viewerId),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.beforeId ? 0 : opts.page * opts.limit),

    /** What came after a message, oldest first, a page at a time like the rest. */
    after: (channel: ChannelRow, viewerId: number, afterId: number, opts: { page: number; limit: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channel.id), gt(chatMessages.id, afterId), shownTo(channel, viewerId)))
        .orderBy(asc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.page * opts.limit),

    /** The last message of each channel that `viewerId` may see (one index probe per channel). */
    lastSeen: (channels: ChannelRow[], viewerId: number) =>
      channels.length
        ? db
            .select()
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.id,
                sql`(select (select m.id from chat_messages m where m.channel_id = c.id
                  and (c.lobby_id is null or ${notBlockedSql(viewerId, sql`m.user_id`)})
                  order by m.id desc limit 1)
                from chat_channels c where c.id in (${sql.join(
                  channels.map((c) => sql`${c.id}`),
                  sql`, `,
                )}))`,
              ),
            )
        : Promise.resolve([] as MessageRow[]),

    /**
     * Unread messages per channel and sender of a user: others' messages after the user's read mark (a block hides
     * in groups), by sender so that the attention rule can leave out a muted one (services/attention/chat-unread.ts).
     */
    unreadCounts: (userId: number) =>
      db
        .select({
          id: chatChannels.id,
          senderId: chatMessages.userId,
          unread: sql<number>`count(${chatMessages.id})::int`,
          request: chatChannels.request,
          initiatorId: chatChannels.initiatorId,
          lobbyId: chatChannels.lobbyId,
        })
        .from(chatMembers)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
        .innerJoin(
          chatMessages,
          and(
            eq(chatMessages.channelId, chatMembers.channelId),
            sql`${chatMessages.userId} <> ${userId}`,
            gt(chatMessages.id, chatMembers.readId),
            sql`(${chatChannels.lobbyId} is null or not ${blockedWith(userId)})`,
          ),
        )
        .where(eq(chatMembers.userId, userId))
        .groupBy(chatChannels.id, chatMessages.userId),

    /**
     * The member has read the channel up to its last stored message; a read mark only moves forward. Answers the
     * mark, and whether it moved.
     */
    markRead: async (channelId: number, userId: number) => {
      const [before] = await db
        .select({ readId: chatMembers.readId })
        .from(chatMembers)
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
      const [after] = await db
        .update(chatMembers)
        .set({
          readId: sql`greatest(${chatMembers.readId}, coalesce((select c.last_message_id from chat_channels c
            where c.id = ${channelId}), 0))`,
        })
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)))
        .returning({ readId: chatMembers.readId });
      return { readId: after?.readId ?? 0, moved: (after?.readId ?? 0) > (before?.readId ?? 0) };
    },
  };
}
