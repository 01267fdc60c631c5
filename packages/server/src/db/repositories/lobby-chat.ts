import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { preparedSql } from './prepared.js';
import { chatChannels, chatGroupReads, chatMessages, games, lobbies, lobbyApplications } from '../schema.js';
import type { ChannelRow, ChatPost, MessageRow } from './chat.js';

/** What the group posting statement found: the message stored (or its earlier copy) and who should hear of it. */
export interface GroupPosted {
  lobbyId: number;
  /** The other members who are told of it (those in a block with the sender are not). */
  recipients: number[];
  message?: MessageRow;
  fresh: boolean;
}

interface GroupPostedRow {
  lobby_id: number;
  recipients: number[];
  id: string | number | null;
  created_at: Date | null;
}

/** SQL: is `userId` a member of the channel's lobby (its owner, or approved)? `channel` is a chat_channels alias. */
export const isGroupMember = (channel: SQL, userId: SQL | number) => sql`(
  exists (select 1 from lobbies l where l.id = ${channel}.lobby_id and l.owner_id = ${userId})
  or exists (select 1 from lobby_applications a where a.lobby_id = ${channel}.lobby_id and a.user_id = ${userId}
    and a.status = 'approved'))`;

/** SQL: the lobbies `userId` belongs to (owns, or is approved in). */
const myLobbyIds = (userId: number) => sql`(select l.id from lobbies l where l.owner_id = ${userId}
  union all select a.lobby_id from lobby_applications a where a.user_id = ${userId} and a.status = 'approved')`;

/** SQL: the message's sender and `userId` have a block, either way. */
const blockedWith = (userId: number) => sql`exists (select 1 from blocks b
  where (b.blocker_id = ${userId} and b.blocked_id = ${chatMessages.userId})
     or (b.blocked_id = ${userId} and b.blocker_id = ${chatMessages.userId}))`;

/**
 * A lobby's group chat: a chat channel with the lobby's id instead of a pair. Members are read from the lobby
 * (owner and approved applicants) at every use, so a membership starts and ends with the lobby's own change.
 * Messages are stored as in one-to-one chat: under the channel's row lock, ids from the same sequence, `ref`
 * unique per sender. A block hides: a member never sees, nor is told of, messages of someone they have a block
 * with (either way); both stay in the group.
 */
export function lobbyChatRepository(db: Database) {
  const postStatement = preparedSql<GroupPostedRow>(
    db,
    'chat_post_group',
    `with ch as (
      select c.id, c.lobby_id from chat_channels c
      where c.id = $1 and c.lobby_id is not null
        and (exists (select 1 from lobbies l where l.id = c.lobby_id and l.owner_id = $2)
          or exists (select 1 from lobby_applications a where a.lobby_id = c.lobby_id and a.user_id = $2
            and a.status = 'approved'))
      for update
    ), m as (
      insert into chat_messages (id, channel_id, user_id, content_message, ref)
      select nextval('chat_message_ids'), ch.id, $2, $3, $4 from ch
      on conflict (user_id, ref) do nothing
      returning id, channel_id, user_id, created_at
    ), moved as (
      update chat_channels c set last_message_id = m.id, updated_at = m.created_at from m where c.id = m.channel_id
    ), mine as (
      insert into chat_group_reads (channel_id, user_id, read_id) select m.channel_id, m.user_id, m.id from m
      on conflict (channel_id, user_id) do update set read_id = greatest(chat_group_reads.read_id, excluded.read_id)
    ), members as (
      select l.owner_id as user_id from ch join lobbies l on l.id = ch.lobby_id
      union select a.user_id from ch join lobby_applications a on a.lobby_id = ch.lobby_id and a.status = 'approved'
    )
    select ch.lobby_id, m.id, m.created_at,
      array(select mb.user_id from members mb where mb.user_id <> $2
        and not exists (select 1 from blocks b where (b.blocker_id = mb.user_id and b.blocked_id = $2)
          or (b.blocker_id = $2 and b.blocked_id = mb.user_id))) as recipients
    from ch left join m on true`,
  );

  return {
    /** The lobby's channel, made on first use; a racing call gets the same row. */
    async open(lobbyId: number, ownerId: number): Promise<ChannelRow> {
      await db
        .insert(chatChannels)
        .values({ lobbyId, initiatorId: ownerId })
        .onConflictDoNothing({ target: chatChannels.lobbyId, where: sql`${chatChannels.lobbyId} is not null` });
      return db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.lobbyId, lobbyId))
        .then((rows) => rows[0]!);
    },

    byLobby: (lobbyId: number) =>
      db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.lobbyId, lobbyId))
        .then((rows): ChannelRow | undefined => rows[0]),

    isMember: (channelId: number, userId: number) =>
      db
        .select({ id: chatChannels.id })
        .from(chatChannels)
        .where(and(eq(chatChannels.id, channelId), isGroupMember(sql`chat_channels`, userId)))
        .then((rows) => rows.length > 0),

    /** The group channels of the user's lobbies, latest activity first. */
    forUser: (userId: number) =>
      db
        .select()
        .from(chatChannels)
        .where(sql`${chatChannels.lobbyId} in ${myLobbyIds(userId)}`)
        .orderBy(desc(chatChannels.updatedAt))
        .limit(100),

    /** Each lobby's owner and game name, for presenting its channel. */
    lobbyTitles: (lobbyIds: number[]) =>
      lobbyIds.length
        ? db
            .select({ id: lobbies.id, ownerId: lobbies.ownerId, gameName: games.name })
            .from(lobbies)
            .innerJoin(games, eq(games.id, lobbies.gameId))
            .where(inArray(lobbies.id, lobbyIds))
        : Promise.resolve([] as { id: number; ownerId: number; gameName: string }[]),

    /** The approved members of lobbies (owners are not among them). */
    approvedOf: (lobbyIds: number[]) =>
      lobbyIds.length
        ? db
            .select({ lobbyId: lobbyApplications.lobbyId, userId: lobbyApplications.userId })
            .from(lobbyApplications)
            .where(and(inArray(lobbyApplications.lobbyId, lobbyIds), eq(lobbyApplications.status, 'approved')))
            .orderBy(asc(lobbyApplications.updatedAt))
        : Promise.resolve([] as { lobbyId: number; userId: number }[]),

    /** Stores a member's message (see chat.ts `post`); undefined for a channel the user is not a member of. */
    async post(post: ChatPost): Promise<GroupPosted | undefined> {
      const [row] = await postStatement([post.channelId, post.userId, post.content, post.ref ?? null]);
      if (!row) return undefined;
      const context = { lobbyId: Number(row.lobby_id), recipients: row.recipients.map(Number) };
      if (row.id !== null) {
        const at = new Date(row.created_at!);
        return {
          ...context,
          fresh: true,
          message: {
            id: Number(row.id),
            channelId: post.channelId,
            userId: post.userId,
            contentMessage: post.content,
            ref: post.ref ?? null,
            createdAt: at,
            updatedAt: at,
          },
        };
      }
      if (post.ref === undefined) return { ...context, fresh: false };
      const [earlier] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, post.userId), eq(chatMessages.ref, post.ref)));
      return earlier && earlier.channelId === post.channelId
        ? { ...context, message: earlier, fresh: false }
        : { ...context, fresh: false };
    },

    /** A page of a group's messages as `viewerId` sees them (without those of people they have a block with). */
    page: (channelId: number, viewerId: number, opts: { page: number; limit: number; beforeId?: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            opts.beforeId ? lt(chatMessages.id, opts.beforeId) : undefined,
            sql`not ${blockedWith(viewerId)}`,
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.beforeId ? 0 : opts.page * opts.limit),

    after: (channelId: number, viewerId: number, afterId: number, opts: { page: number; limit: number }) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.channelId, channelId), gt(chatMessages.id, afterId), sql`not ${blockedWith(viewerId)}`),
        )
        .orderBy(asc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.page * opts.limit),

    /** The last message of each channel that `viewerId` may see. */
    lastSeen: (channelIds: number[], viewerId: number) =>
      channelIds.length
        ? db
            .selectDistinctOn([chatMessages.channelId])
            .from(chatMessages)
            .where(and(inArray(chatMessages.channelId, channelIds), sql`not ${blockedWith(viewerId)}`))
            .orderBy(chatMessages.channelId, desc(chatMessages.id))
        : Promise.resolve([] as MessageRow[]),

    /** Unread messages per group channel of a user: others' messages after the user's read mark. */
    unreadCounts: (userId: number) =>
      db
        .select({ id: chatChannels.id, unread: sql<number>`count(${chatMessages.id})::int` })
        .from(chatChannels)
        .leftJoin(chatGroupReads, and(eq(chatGroupReads.channelId, chatChannels.id), eq(chatGroupReads.userId, userId)))
        .innerJoin(
          chatMessages,
          and(
            eq(chatMessages.channelId, chatChannels.id),
            sql`${chatMessages.userId} <> ${userId}`,
            sql`${chatMessages.id} > coalesce(${chatGroupReads.readId}, 0)`,
            sql`not ${blockedWith(userId)}`,
          ),
        )
        .where(sql`${chatChannels.lobbyId} in ${myLobbyIds(userId)}`)
        .groupBy(chatChannels.id),

    /** The member has read the channel up to its last message; a read mark only moves forward. */
    markRead: (channel: ChannelRow, userId: number) =>
      db
        .insert(chatGroupReads)
        .values({ channelId: channel.id, userId, readId: channel.lastMessageId ?? 0 })
        .onConflictDoUpdate({
          target: [chatGroupReads.channelId, chatGroupReads.userId],
          set: { readId: sql`greatest(${chatGroupReads.readId}, excluded.read_id)` },
        }),
  };
}
