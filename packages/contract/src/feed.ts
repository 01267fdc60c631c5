import { z } from 'zod';
import { defineAction } from './action.js';
import { rowId } from './rules.js';
import { limits, pageSizes } from './limits.js';
import { videoVariantSchema } from './video-variant.js';
import { wireCodes, wireFlag } from './wire-codes.js';

/** Feed of spec sections 3 and 7: posts, reposts, comments and replies, hits, hashtags and trends. */

export const feedTypes = { myFeed: 1, discover: 2 } as const;
export const commentPageSize = 10;

const storedFileUrl = /^\/files\/[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;

/** A GIF picked from GIPHY (`searchGifs`); which hosts are accepted is the server's to check (`foreignAttachment`). */
const outsideUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A file uploaded here, or (an image only) a GIF's address on GIPHY's media hosts. */
export const attachmentSchema = z
  .object({
    type: z.enum(['image', 'video'], { error: 'invalidInput' }),
    attachmentUrl: z
      .string()
      .max(2048, { error: 'invalidAttachment' })
      .refine((v) => storedFileUrl.test(v) || outsideUrl(v), { error: 'invalidAttachment' }),
    /** What the image shows, for whoever cannot see it (as Mastodon and Bluesky: up to 1,500 characters). */
    alt: z
      .string()
      .trim()
      .max(limits.imageAlt, { error: 'textTooLong' })
      .optional()
      .transform((alt) => alt || undefined),
  })
  .refine((a) => a.type === 'image' || storedFileUrl.test(a.attachmentUrl), {
    error: 'invalidAttachment',
    path: ['attachmentUrl'],
  });

/** An attachment as answers show it: a video uploaded here also says where its web variant stands. */
export const feedAttachmentSchema = z.object({
  type: z.enum(['image', 'video']),
  attachmentUrl: z.string(),
  alt: z.string().optional(),
  variant: videoVariantSchema.optional(),
});

export const authorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** The organization a post speaks for. */
export const feedOrganizationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
});
export type FeedOrganization = z.infer<typeof feedOrganizationSchema>;

const feedItemBase = z.object({
  id: z.number().int(),
  share: z.string(),
  content: z.string(),
  feedAttachments: z.array(feedAttachmentSchema),
  /** 1 normal post, 2 repost or comment. */
  typeId: z.union([z.literal(1), z.literal(2)]),
  /** 1 a post or repost, 2 a comment or reply. */
  feedTypeId: z.union([z.literal(1), z.literal(2)]),
  relatedFeedId: z.number().int().nullable(),
  rootFeedId: z.number().int().nullable(),
  /** Set when an organization's admin posted in its name; `userId` is still the admin who wrote it. */
  organizationId: z.number().int().nullable(),
  /** Null for a post of nobody's organization, and once the organization is deleted. */
  organization: feedOrganizationSchema.nullable(),
  /** The post was made in an organization's name and that organization is gone: shown as deletedOrganization. */
  organizationDeleted: z.boolean(),
  userId: z.number().int(),
  /** Null when the author is frozen or deleted: shown as unknownUser. */
  user: authorSchema.nullable(),
  hitCount: z.number().int(),
  commentCount: z.number().int(),
  repostCount: z.number().int(),
  hit: z.boolean(),
  is_deleted: z.boolean(),
  edited: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const feedItemSchema = feedItemBase.extend({
  relatedFeed: feedItemBase.nullable(),
  /** A comment the viewer muted (its author, or a muted word in it): shown folded, opened on a tap. */
  muted: z.boolean().optional(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** What a post is; on the wire it is the spec's two numbers (`postKindWire`), decoded here only (`postKindOf`). */
export type PostKind = 'post' | 'repost' | 'comment';
/** `typeId` 1 a post of its own, 2 one that points at another; `feedTypeId` 2 when that one is a comment. */
export const postKindWire = {
  post: { typeId: 1, feedTypeId: 1 },
  repost: { typeId: 2, feedTypeId: 1 },
  comment: { typeId: 2, feedTypeId: 2 },
} as const satisfies Record<PostKind, { typeId: 1 | 2; feedTypeId: 1 | 2 }>;
export function postKindOf({ typeId, feedTypeId }: { typeId: 1 | 2; feedTypeId: 1 | 2 }): PostKind {
  return typeId === 1 ? 'post' : feedTypeId === 2 ? 'comment' : 'repost';
}
/** `getFeed`'s `typeId`: 1 My feed (people and organizations followed), 2 Discover. */
export const feedListWire = wireCodes({ 1: 'following', 2: 'discover' } as const);

const content = z.string().max(20_000, { error: 'textTooLong' });
const id = rowId;
const page0 = z.number().int().min(0).max(10_000).default(0);

export const post = defineAction({
  name: 'post',
  access: 'secured',
  input: z.object({
    content: content.default(''),
    feedAttachments: z.array(attachmentSchema).max(10, { error: 'invalidInput' }).default([]),
    typeId: z.union([z.literal(1), z.literal(2)]).default(1),
    feedTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
    relatedFeedId: id.nullable().optional(),
    organizationId: id.nullable().optional(),
  }),
  output: feedItemSchema,
});

/** Comments and replies (a reply is a comment whose relatedFeedId is a comment). */
export const createComment = defineAction({
  name: 'createComment',
  access: 'secured',
  input: z.object({
    content: content.default(''),
    attachments: z.array(attachmentSchema).max(4, { error: 'invalidInput' }).default([]),
    relatedFeedId: id,
  }),
  output: feedItemSchema,
});

/** Oldest first; a client stops asking when fewer than 2 rows come back. */
export const getComments = defineAction({
  name: 'getComments',
  access: 'secured',
  input: z.object({ feedId: id, page: page0 }),
  output: z.array(feedItemSchema),
});

export const updateFeed = defineAction({
  name: 'updateFeed',
  access: 'secured',
  input: z.object({
    feedId: id,
    content,
    typeId: z.union([z.literal(1), z.literal(2)]).optional(),
    feedAttachments: z.array(attachmentSchema).max(10).optional(),
  }),
  output: feedItemSchema.extend({ changed: z.boolean() }),
});

export const deleteFeed = defineAction({
  name: 'deleteFeed',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ deleted: z.literal(true) }),
});

export const getFeed = defineAction({
  name: 'getFeed',
  access: 'secured',
  input: z.object({
    page: page0,
    limit: z.number().int().min(1).max(pageSizes.feed).default(pageSizes.feed),
    /** Spec feed types: 1 My feed, 2 Discover (the default). */
    typeId: feedListWire.schema.prefault(2),
    only_follow: wireFlag.optional(),
    userId: id.optional(),
    organizationId: id.optional(),
    search_keys: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
  }),
  output: z.array(feedItemSchema),
});

/** A shared post or comment for anyone, by its public handle. */
export const getOneFeed = defineAction({
  name: 'getOneFeed',
  access: 'open',
  input: z.object({
    id: id.optional(),
    share: z.string({ error: 'fieldRequired' }).regex(/^[A-Za-z0-9_-]{6,16}$/, { error: 'notFound' }),
  }),
  output: feedItemSchema,
});

export const getFeedAttachments = defineAction({
  name: 'getFeedAttachments',
  access: 'secured',
  input: z.object({
    userId: id,
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(pageSizes.gallery).default(pageSizes.gallery),
  }),
  output: z.array(
    z.object({
      id: z.number().int(),
      feedId: z.number().int(),
      type: z.enum(['image', 'video']),
      attachmentUrl: z.string(),
      alt: z.string().optional(),
      variant: videoVariantSchema.optional(),
    }),
  ),
});

export const getLikes = defineAction({
  name: 'getLikes',
  access: 'secured',
  input: z.object({
    feedId: id,
    page: page0,
    limit: z.number().int().min(1).max(pageSizes.likes).default(pageSizes.likes),
  }),
  output: z.array(authorSchema),
});

export const like = defineAction({
  name: 'like',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ hit: z.boolean(), hitCount: z.number().int() }),
});

export const trendSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  label: z.string(),
  promoted_label: z.string().nullable(),
});
export type Trend = z.infer<typeof trendSchema>;

export const retrieveTrends = defineAction({
  name: 'retrieveTrends',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(trendSchema),
});

/** Managers only: pin a tag to the trends box with a label, or unpin it with a null label. */
export const promoteTag = defineAction({
  name: 'promoteTag',
  access: 'secured',
  input: z.object({
    tag: z.string().trim().min(1).max(60),
    promoted_label: z.string().trim().max(30, { error: 'textTooLong' }).nullable(),
  }),
  output: trendSchema,
});

export const mentionSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fullname: z.string(),
  photoUrl: z.string().nullable(),
  /** 1 user, 2 organization. */
  type: z.union([z.literal(1), z.literal(2)]),
});

/** Mention suggestions: more than 3 characters, at most 5. */
export const searchMentions = defineAction({
  name: 'searchMentions',
  access: 'secured',
  input: z.object({ name: z.string().trim().min(4, { error: 'searchTooShort' }).max(30) }),
  output: z.array(mentionSuggestionSchema),
});

export const feedActions = {
  post,
  createComment,
  getComments,
  updateFeed,
  deleteFeed,
  getFeed,
  getOneFeed,
  getFeedAttachments,
  getLikes,
  like,
  retrieveTrends,
  promoteTag,
  searchMentions,
};
