import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PostKind } from '@gamefolk/contract';
import { users } from './accounts.js';

export type { PostKind };
export interface Attachment {
  type: 'image' | 'video';
  attachmentUrl: string;
  /** What an image shows, written by its author for whoever cannot see it. */
  alt?: string;
}

/** Posts, reposts and comments (replies are comments on comments); soft-deleted so threads stay readable. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id'),
    kind: varchar('kind', { length: 10 }).$type<PostKind>().notNull(),
    /** What a repost shares, or what a comment answers. */
    parentId: integer('parent_id'),
    /** The top post of a comment thread. */
    rootId: integer('root_id'),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    /** Plain text of the content, for search. */
    contentText: text('content_text').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    /** The public handle of /shared/{uid}. */
    share: varchar('share', { length: 16 }).notNull(),
    hitCount: integer('hit_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    repostCount: integer('repost_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_share_idx').on(t.share),
    index('posts_author_feed_idx')
      .on(t.userId, t.id.desc())
      .where(sql`${t.kind} <> 'comment' and ${t.deletedAt} is null`),
    index('posts_org_feed_idx')
      .on(t.organizationId, t.id.desc())
      .where(sql`${t.kind} <> 'comment' and ${t.deletedAt} is null`),
    // A player's own posts or comments in a period (daily and weekly quests, counted after each solved puzzle).
    index('posts_author_written_idx')
      .on(t.userId, t.kind, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('posts_recent_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.kind} <> 'comment' and ${t.deletedAt} is null`),
    index('posts_parent_idx').on(t.parentId, t.id),
    // A plain repost (no quote, no media) is a toggle: one live per speaker and post.
    uniqueIndex('posts_plain_repost_idx')
      .on(t.userId, t.parentId, sql`coalesce(${t.organizationId}, 0)`)
      .where(
        sql`${t.kind} = 'repost' and ${t.deletedAt} is null and ${t.contentText} = '' and ${t.attachments} = '[]'::jsonb`,
      ),
    // Discover's engagement (hits 1, comments 2, reposts 3): finds the few older posts that can still rank.
    index('posts_engagement_idx')
      .on(sql`(${t.hitCount} + 2 * ${t.commentCount} + 3 * ${t.repostCount})`)
      .where(sql`${t.kind} <> 'comment' and ${t.deletedAt} is null`),
  ],
);

export const postHits = pgTable(
  'post_hits',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_hits_user_idx').on(t.userId, t.postId)],
);

/** Image and video attachments, one row each, for a profile's gallery. */
export const postAttachments = pgTable(
  'post_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).$type<Attachment['type']>().notNull(),
    url: text('url').notNull(),
    alt: text('alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_attachments_user_idx').on(t.userId, t.id.desc())],
);

export const hashtags = pgTable(
  'hashtags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercased, without the hash sign. */
    tag: varchar('tag', { length: 60 }).notNull(),
    promoted: boolean('promoted').notNull().default(false),
    promotedLabel: varchar('promoted_label', { length: 30 }),
  },
  (t) => [uniqueIndex('hashtags_tag_idx').on(t.tag)],
);

export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    hashtagId: integer('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    /** The tag as this post wrote it (`#ValorantTR`); trends show the spelling most used. */
    spelling: varchar('spelling', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hashtagId, t.postId] }),
    index('post_hashtags_recent_idx').on(t.createdAt, t.hashtagId),
  ],
);
