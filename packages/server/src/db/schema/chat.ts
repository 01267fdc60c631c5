import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';
import { lobbies } from './lobbies.js';

/**
 * A conversation. A pair's channel names its two users (`userA` is always the smaller id, so the pair is found
 * either way round); a lobby's group channel names its lobby instead. Who may read and write it is `chatMembers`,
 * for both kinds.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userA: integer('user_a').references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b').references(() => users.id, { onDelete: 'cascade' }),
    /** The lobby of a group channel; deleting the lobby deletes its chat. */
    lobbyId: integer('lobby_id').references(() => lobbies.id, { onDelete: 'cascade' }),
    /** Who opened the conversation (spec: initiatingUserId). */
    initiatorId: integer('initiator_id').notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /**
     * A pair opened by someone the other does not follow, under "everyone" (policies/chat.ts): a request to the
     * other member until they accept or decline it (states/chat-request-moves.ts); null for every other channel.
     */
    request: text('request').$type<'pending' | 'accepted' | 'declined'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every message moves updated_at: no index may hold it, so the update stays HOT (no index writes), and the
    // table keeps room on each page for that (fillfactor, set in migration 0008). A user's channels are sorted
    // in memory, found by user_a through the pair index and by user_b through this one.
    uniqueIndex('chat_channels_pair_idx').on(t.userA, t.userB),
    index('chat_channels_b_idx').on(t.userB),
    uniqueIndex('chat_channels_lobby_idx')
      .on(t.lobbyId)
      .where(sql`${t.lobbyId} is not null`),
  ],
);

/**
 * The members of a channel, each with their read mark (the last message they have read). A pair's two users are
 * written with its channel; a lobby's owner with the lobby, and each approved member in the transaction that
 * approves them (db/repositories/lobbies.ts `moveApplication`); leaving or removal deletes the row there, and
 * deleting the lobby deletes its channel and so its members. Every message moves its sender's mark: `read_id`
 * is in no index, so that update stays HOT (fillfactor set in the migration that made the table).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
    /** When they joined: a group lists its members in that order. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

/**
 * Chat message ids, taken by the posting statement once it holds its channel's row: within a channel, ids grow in
 * the order messages are committed, so "everything after the newest id I have" misses nothing (migration 0013
 * moves it past the ids of the earlier, time-based scheme).
 */
export const chatMessageIds = pgSequence('chat_message_ids');

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** From `chat_message_ids`, given by the posting statement (db/repositories/chat.ts). */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentMessage: text('content_message').notNull(),
    /** The sender's own name for the send (unique per sender): a retry with the same ref gets the stored message. */
    ref: text('ref'),
    /** When its sender last edited it; null while it is as sent. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channelId, t.id),
    uniqueIndex('chat_messages_sender_ref_idx').on(t.userId, t.ref),
  ],
);

/** Who may start a new chat with the player (contract: `saveChatPrivacy`); no row is "everyone". */
export const chatPrivacy = pgTable('chat_privacy', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  from: text('from').$type<'everyone' | 'following' | 'connections' | 'nobody'>().notNull(),
});
