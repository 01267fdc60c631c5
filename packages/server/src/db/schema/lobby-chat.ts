import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { chatChannels } from './chat.js';

/**
 * A group channel member's read mark (the last message they read). Membership itself is not stored here: it is
 * the lobby's owner and approved applicants, so approving, leaving, removing or deleting changes it in the very
 * transaction that changes the lobby. A row outlives a membership harmlessly (it is only read for members).
 */
export const chatGroupReads = pgTable(
  'chat_group_reads',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_group_reads_user_idx').on(t.userId)],
);
