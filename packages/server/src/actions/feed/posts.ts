import {
  createComment,
  deleteFeed,
  getComments,
  getOneFeed,
  post,
  updateFeed,
  commentPageSize,
  postKindOf,
} from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { feedItems, mutedComments } from '../../services/views/feed-view.js';
import { assertPostChangeable } from '../../services/authorize/post.js';
import { fileKeysIn, releaseFiles } from '../../services/files/file-release.js';
import {
  createPost,
  deletePost,
  loadVisiblePost,
  prepareContent,
  standsForOriginal,
  type NewPost,
} from '../../services/posting/posting.js';
import { existingPlainRepost, undoPlainRepost } from '../../services/posting/reposting.js';
import { uniqueViolation } from '../../db/errors.js';
import { handle } from '../define.js';
import { isHiddenUser } from '../../policies/visibility.js';

/** A post of its own, or (with relatedFeedId) a repost of that post or a comment on it. */
export const postHandler = handle(post, async (input, { services, session }) => {
  const kind = postKindOf(input);
  await services.rateLimits.consume(kind === 'comment' ? 'commentByUser' : 'postByUser', String(session.user.id));
  const draft: NewPost = {
    kind,
    content: input.content,
    attachments: input.feedAttachments,
    parentId: input.relatedFeedId,
    organizationId: input.organizationId,
  };
  // A plain repost made again is taken back: the answer is that repost, deleted.
  const undone = kind === 'repost' ? await undoPlainRepost(services, session.user, draft) : null;
  const row =
    undone ??
    (await createPost(services, session.user, draft).catch(async (error: unknown) => {
      const raced = uniqueViolation(error)?.constraint === 'posts_plain_repost_idx';
      const existing = raced ? await existingPlainRepost(services, session.user, draft) : undefined;
      if (!existing) throw error;
      return existing;
    }));
  return (await feedItems(services, [row], session.user.id))[0]!;
});

export const createCommentHandler = handle(createComment, async (input, { services, session }) => {
  const row = await createPost(services, session.user, {
    kind: 'comment',
    content: input.content,
    attachments: input.attachments,
    parentId: input.relatedFeedId,
  });
  return (await feedItems(services, [row], session.user.id))[0]!;
});

export const getCommentsHandler = handle(getComments, async ({ feedId, page }, { services, session }) => {
  // A deleted post keeps its thread readable.
  const parent = await services.repos.feed.visibleById(feedId, session.user.id);
  if (!parent) throw new AppError('postNotFound');
  // A plain repost's thread is its original's (services/posting/posting.ts, standsForOriginal).
  const threadId = standsForOriginal(parent) ? parent.parentId! : feedId;
  const rows = await services.repos.feed.comments(threadId, session.user.id, { page, limit: commentPageSize });
  const [items, muted] = await Promise.all([
    feedItems(services, rows, session.user.id),
    mutedComments(services, rows, session.user.id),
  ]);
  return items.map((item) => (muted.has(item.id) ? { ...item, muted: true } : item));
});

/** An edit that changes nothing is ignored: the post keeps its time and stays unmarked. */
export const updateFeedHandler = handle(updateFeed, async (input, { services, session }) => {
  const row = await loadVisiblePost(services, input.feedId, session.user.id);
  await assertPostChangeable(services, row, session.user.id);
  const attachments = input.feedAttachments ?? row.attachments;
  const clean = await prepareContent(services, session.user.id, row.kind, input.content, attachments, row.attachments);
  const same = clean.html === row.content && JSON.stringify(attachments) === JSON.stringify(row.attachments);
  if (same) return { ...(await feedItems(services, [row], session.user.id))[0]!, changed: false };

  const { feed } = services.repos;
  const updated = await feed.update(row.id, {
    content: clean.html,
    contentText: clean.text,
    attachments,
    updatedAt: services.now(),
  });
  await Promise.all([feed.setHashtags(row.id, clean.hashtags), feed.setAttachments(row.id, row.userId, attachments)]);
  // Images and videos the edit took out, and that nothing else shows, free their space.
  await releaseFiles(services, fileKeysIn(row.content, ...row.attachments.map((a) => a.attachmentUrl)));
  return { ...(await feedItems(services, [updated], session.user.id))[0]!, changed: true };
});

export const deleteFeedHandler = handle(deleteFeed, async ({ id }, { services, session }) => {
  const row = await loadVisiblePost(services, id, session.user.id);
  await assertPostChangeable(services, row, session.user.id);
  await deletePost(services, row.id);
  return { deleted: true as const };
});

/** Anyone with the public handle reads the post, deleted or not (then shown as deleted). */
export const getOneFeedHandler = handle(getOneFeed, async ({ id, share }, { services }) => {
  const row = await services.repos.feed.byShare(share);
  if (!row || (id !== undefined && row.id !== id)) throw new AppError('postNotFound');
  // A frozen or deleted author is hidden everywhere, their posts' own links included.
  const [author] = await services.repos.users.byIds([row.userId]);
  if (!author || isHiddenUser(author)) throw new AppError('postNotFound');
  return (await feedItems(services, [row], null))[0]!;
});
