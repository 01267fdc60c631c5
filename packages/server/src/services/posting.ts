import { randomBytes } from 'node:crypto';
import type { Services } from '../context.js';
import type { PostRow } from '../db/repositories/feed.js';
import type { Attachment, PostKind, UserRow } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { cleanContent, type CleanContent } from './content.js';
import { notify, type NotificationType } from './notify.js';

const MAX_TEXT = 5000;

export interface NewPost {
  kind: PostKind;
  content: string;
  attachments: Attachment[];
  parentId?: number | null;
  organizationId?: number | null;
}

/** Cleans content and checks what every post, comment and edit must satisfy. */
export async function prepareContent(
  services: Services,
  authorId: number,
  kind: PostKind,
  content: string,
  attachments: Attachment[],
): Promise<CleanContent> {
  const clean = cleanContent(content);
  if (clean.text.length > MAX_TEXT) throw new AppError('textTooLong', 'content');
  if (clean.empty && attachments.length === 0 && kind !== 'repost') {
    throw new AppError(kind === 'comment' ? 'emptyComment' : 'emptyPost', 'content');
  }
  for (const attachment of attachments) {
    const owner = await services.repos.uploads.ownerOf(attachment.attachmentUrl.slice('/files/'.length));
    if (owner !== authorId) throw new AppError('invalidAttachment', 'feedAttachments');
  }
  return clean;
}

/** A live post the viewer may see, or postNotFound. */
export async function loadVisiblePost(services: Services, id: number, viewerId: number | null): Promise<PostRow> {
  const row = await services.repos.feed.byId(id);
  if (!row || row.deletedAt || !(await services.repos.feed.isVisible(id, viewerId))) throw new AppError('postNotFound');
  return row;
}

export async function createPost(services: Services, author: UserRow, input: NewPost): Promise<PostRow> {
  // Posting in an organization's name arrives with organizations; until then nobody may.
  if (input.organizationId) throw new AppError('unauthorized', 'organizationId');
  let parent: PostRow | undefined;
  if (input.kind !== 'post') {
    if (!input.parentId) throw new AppError('fieldRequired', 'relatedFeedId');
    parent = await loadVisiblePost(services, input.parentId, author.id);
    // A repost of a repost shares the original.
    if (input.kind === 'repost' && parent.kind === 'repost' && parent.parentId) {
      parent = await loadVisiblePost(services, parent.parentId, author.id);
    }
    if (input.kind === 'repost' && parent.kind === 'comment') throw new AppError('invalidInput', 'relatedFeedId');
  }
  const clean = await prepareContent(services, author.id, input.kind, input.content, input.attachments);
  const { feed } = services.repos;
  const rootId = parent?.kind === 'comment' ? (parent.rootId ?? parent.id) : parent?.id;
  const row = await feed.insert({
    userId: author.id,
    kind: input.kind,
    parentId: parent?.id ?? null,
    rootId: input.kind === 'comment' ? rootId : null,
    organizationId: null,
    content: clean.html,
    contentText: clean.text,
    attachments: input.attachments,
    share: randomBytes(8).toString('base64url').slice(0, 10),
  });
  await Promise.all([
    feed.setAttachments(row.id, author.id, input.attachments),
    feed.setHashtags(row.id, clean.hashtags),
  ]);

  if (parent && input.kind === 'comment') {
    await feed.bump(parent.id, 'commentCount', 1);
    if (rootId && rootId !== parent.id) await feed.bump(rootId, 'commentCount', 1);
  }
  if (parent && input.kind === 'repost') await feed.bump(parent.id, 'repostCount', 1);
  await notifyAbout(services, author.id, row, parent, clean);
  return row;
}

async function notifyAbout(
  services: Services,
  actorId: number,
  row: PostRow,
  parent: PostRow | undefined,
  clean: CleanContent,
) {
  const events: { userId: number; type: NotificationType; relatedParameter: number }[] = [];
  if (parent && row.kind === 'comment') {
    const community = parent.organizationId !== null;
    if (parent.kind === 'comment') {
      events.push({
        userId: parent.userId,
        type: community ? 'community_comment_commented' : 'comment_commented',
        relatedParameter: parent.id,
      });
      const root = row.rootId ? await services.repos.feed.byId(row.rootId) : undefined;
      if (root && root.userId !== parent.userId) {
        events.push({ userId: root.userId, type: 'post_comment_commented', relatedParameter: root.id });
      }
    } else {
      events.push({
        userId: parent.userId,
        type: community ? 'community_commented' : 'post_commented',
        relatedParameter: parent.id,
      });
    }
  }
  if (parent && row.kind === 'repost')
    events.push({ userId: parent.userId, type: 'reposted', relatedParameter: parent.id });
  for (const mention of clean.mentions) {
    if (mention.kind === 'user') events.push({ userId: mention.id, type: 'mentioned', relatedParameter: row.id });
  }
  const known = new Set((await services.repos.users.byIds(events.map((e) => e.userId))).map((u) => u.id));
  for (const event of events) if (known.has(event.userId)) await notify(services, { ...event, actorId });
}

/** Only the author edits or deletes (organization admins join in with organizations). */
export function assertAuthor(row: PostRow, userId: number) {
  if (row.userId !== userId) throw new AppError('unauthorized');
}
