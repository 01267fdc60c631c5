import { randomBytes } from 'node:crypto';
import type { Services } from '../../context.js';
import type { PostRow } from '../../db/repositories/feed.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { Attachment, PostKind, UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertManager, loadOrganization } from '../authorize/organization.js';
import { assertOwnUploads } from '../authorize/upload.js';
import { cleanContent, type CleanContent } from './content.js';
import { fileKeysIn, releaseFiles, removeFileJob } from '../files/file-release.js';
import { deliverJob, notifyAll } from '../attention/notify.js';
import { notificationsForNewPost } from '../attention/post-notifications.js';

const MAX_TEXT = 5000;

export interface NewPost {
  kind: PostKind;
  content: string;
  attachments: Attachment[];
  parentId?: number | null;
  organizationId?: number | null;
}

/**
 * Cleans content and checks what every post, comment and edit must satisfy. New attachments must be the
 * writer's own uploads; those the post already had (`kept`) stay, whoever uploaded them, so an
 * organization's admin can edit a post another admin wrote.
 */
export async function prepareContent(
  services: Services,
  authorId: number,
  kind: PostKind,
  content: string,
  attachments: Attachment[],
  kept: Attachment[] = [],
): Promise<CleanContent> {
  const clean = cleanContent(content);
  if (clean.text.length > MAX_TEXT) throw new AppError('textTooLong', 'content');
  if (clean.empty && attachments.length === 0 && kind !== 'repost') {
    throw new AppError(kind === 'comment' ? 'emptyComment' : 'emptyPost', 'content');
  }
  const keptUrls = new Set(kept.map((a) => a.attachmentUrl));
  const added = attachments.map((a) => a.attachmentUrl).filter((url) => !keptUrls.has(url));
  const outside = added.filter((url) => !url.startsWith('/'));
  // Only GIPHY's media hosts: the CSP shows images from them, and any other host would learn who reads the post.
  if (outside.some((url) => !services.giphy.isMediaUrl(url)))
    throw new AppError('foreignAttachment', 'feedAttachments');
  const stored = added.filter((url) => url.startsWith('/'));
  await assertOwnUploads(services, authorId, stored, 'invalidAttachment', 'feedAttachments');
  return clean;
}

/** A live post the viewer may see, or postNotFound. */
export async function loadVisiblePost(services: Services, id: number, viewerId: number | null): Promise<PostRow> {
  const row = await services.repos.feed.visibleById(id, viewerId);
  if (!row || row.deletedAt) throw new AppError('postNotFound');
  return row;
}

/**
 * A plain repost (no words, no files of its own) stands for its original: comments and hits made on it go to the
 * original, with its counts and its author's notifications, as on X and Mastodon. A quote is a post of its own.
 */
export const standsForOriginal = (row: PostRow) =>
  row.kind === 'repost' && row.parentId !== null && row.contentText === '' && row.attachments.length === 0;

/** The post a comment or a hit on `id` is about: the post itself, or the original a plain repost stands for. */
export async function loadActedOn(services: Services, id: number, viewerId: number): Promise<PostRow> {
  const row = await loadVisiblePost(services, id, viewerId);
  return standsForOriginal(row) ? loadVisiblePost(services, row.parentId!, viewerId) : row;
}

/**
 * With `organizationId` the post (or repost) speaks for that organization: only its founder and admins may,
 * and the row keeps the admin as its `userId`. Comments are always a person's own.
 */
async function assertMaySpeakFor(services: Services, author: UserRow, input: NewPost) {
  if (!input.organizationId) return null;
  if (input.kind === 'comment') throw new AppError('invalidInput', 'organizationId');
  const org = await loadOrganization(services, input.organizationId);
  await assertManager(services, org, author.id);
  return org.id;
}

export async function createPost(services: Services, author: UserRow, input: NewPost): Promise<PostRow> {
  const organizationId = await assertMaySpeakFor(services, author, input);
  let parent: PostRow | undefined;
  if (input.kind !== 'post') {
    if (!input.parentId) throw new AppError('fieldRequired', 'relatedFeedId');
    parent =
      input.kind === 'comment'
        ? await loadActedOn(services, input.parentId, author.id)
        : await loadVisiblePost(services, input.parentId, author.id);
    // A repost of a repost shares the original.
    if (input.kind === 'repost' && parent.kind === 'repost' && parent.parentId) {
      parent = await loadVisiblePost(services, parent.parentId, author.id);
    }
    if (input.kind === 'repost' && parent.kind === 'comment') throw new AppError('invalidInput', 'relatedFeedId');
  }
  const clean = await prepareContent(services, author.id, input.kind, input.content, input.attachments);
  const rootId = parent?.kind === 'comment' ? (parent.rootId ?? parent.id) : parent?.id;
  const placed = { kind: input.kind, parentId: parent?.id ?? null, rootId: input.kind === 'comment' ? rootId! : null };
  const notifications = await notificationsForNewPost(services, author.id, placed, parent, clean);

  // The post, its attachments, tags, counts and notifications land together or not at all.
  const row = await services.repos.transaction(async (tx) => {
    const { feed } = tx;
    const row = await feed.insert({
      userId: author.id,
      ...placed,
      organizationId,
      content: clean.html,
      contentText: clean.text,
      attachments: input.attachments,
      share: randomBytes(8).toString('base64url').slice(0, 10),
    });
    // A new post has none yet: only what it carries is written (each a few statements fewer for most posts).
    if (input.attachments.length) await feed.setAttachments(row.id, author.id, input.attachments);
    if (clean.hashtags.length) await feed.setHashtags(row.id, clean.hashtags);
    if (parent && input.kind === 'comment') {
      await feed.bump(parent.id, 'commentCount', 1);
      if (rootId && rootId !== parent.id) await feed.bump(rootId, 'commentCount', 1);
    }
    if (parent && input.kind === 'repost') await feed.bump(parent.id, 'repostCount', 1);
    await notifyAll(services, notifications(row.id), tx);
    return row;
  });
  services.jobs.wake(deliverJob);
  return row;
}

/**
 * Deletes a post and takes it out of its parent's and thread's counts, in one transaction: the one path for an
 * author's delete and a moderator's "remove content". A post already deleted is left as it is (counted once).
 */
export async function deletePost(
  services: Services,
  id: number,
  tx?: Repositories,
  options: { keepFiles?: boolean } = {},
): Promise<void> {
  if (!tx) {
    await services.repos.transaction((t) => deletePost(services, id, t, options));
    services.jobs.wake(removeFileJob);
    return;
  }
  const row = await tx.feed.byId(id);
  if (!row || row.deletedAt) return;
  const { feed } = tx;
  await feed.update(id, { deletedAt: services.now() });
  // Its images and videos that nothing else shows leave the store and their owner's quota.
  // A moderator's removal keeps them for the record (services/community/moderation.ts).
  if (!options.keepFiles) {
    await releaseFiles(services, fileKeysIn(row.content, ...row.attachments.map((a) => a.attachmentUrl)), tx);
  }
  if (row.parentId && row.kind === 'comment') await feed.bump(row.parentId, 'commentCount', -1);
  if (row.parentId && row.kind === 'comment' && row.rootId && row.rootId !== row.parentId) {
    await feed.bump(row.rootId, 'commentCount', -1);
  }
  if (row.parentId && row.kind === 'repost') await feed.bump(row.parentId, 'repostCount', -1);
}
