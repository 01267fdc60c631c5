// Who hears of a comment, reply, repost or hit, and under which type. A post made in a live organization's
// name speaks for it: what happens to the post goes to the organization's founder and admins, and what
// happens in its thread is told with the community_* types.
import type { Services } from '../../context.js';
import type { PostRow } from '../../db/repositories/feed.js';
import type { CleanContent } from '../posting/content.js';
import type { NotificationEvent, NotificationType } from './notify.js';

interface Event {
  userIds: number[];
  type: NotificationType;
  relatedParameter: number;
}

/** Who a post belongs to: its live organization's managers, or else its author. */
async function ownersOf(services: Services, post: PostRow): Promise<{ userIds: number[]; community: boolean }> {
  if (post.organizationId) {
    const org = await services.repos.organizations.byId(post.organizationId);
    if (org && !org.deletedAt) {
      return { userIds: await services.repos.organizations.managerIds(org.id), community: true };
    }
  }
  return { userIds: [post.userId], community: false };
}

/** The post at the top of a comment's thread. */
async function threadOf(services: Services, comment: NewRow) {
  const rootId = comment.rootId ?? comment.parentId;
  return rootId ? services.repos.feed.byId(rootId) : undefined;
}

/** Whether a comment sits in the thread of a live organization's post. */
async function inCommunityThread(services: Services, comment: PostRow) {
  const root = await threadOf(services, comment);
  return root ? (await ownersOf(services, root)).community : false;
}

/** One notification per recipient of each event; `text`, what the actor wrote, for the recipients' muted words. */
const perRecipient = (actorId: number, events: Event[], text?: string): NotificationEvent[] =>
  events.flatMap(({ userIds, ...event }) =>
    userIds.map((userId) => ({ ...event, userId, actorId, ...(text ? { text } : {}) })),
  );

/** Where a new post sits, known before it is stored. */
type NewRow = Pick<PostRow, 'kind' | 'parentId' | 'rootId'>;

/**
 * Whom a new comment, reply or repost concerns, and the people its mentions name: worked out before the post is
 * stored (these reads cannot run inside its transaction), given its id once it has one.
 */
export async function notificationsForNewPost(
  services: Services,
  actorId: number,
  row: NewRow,
  parent: PostRow | undefined,
  clean: CleanContent,
): Promise<(postId: number) => NotificationEvent[]> {
  const events: Event[] = [];
  if (parent && row.kind === 'comment' && parent.kind === 'comment') {
    const root = await threadOf(services, row);
    const owners = root ? await ownersOf(services, root) : { userIds: [], community: false };
    events.push({
      userIds: [parent.userId],
      type: owners.community ? 'community_comment_commented' : 'comment_commented',
      relatedParameter: parent.id,
    });
    // The thread's owners hear of the reply too, unless it answered one of them.
    const others = owners.userIds.filter((id) => id !== parent.userId);
    if (root && others.length) {
      events.push({
        userIds: others,
        type: owners.community ? 'community_commented' : 'post_comment_commented',
        relatedParameter: root.id,
      });
    }
  } else if (parent && row.kind === 'comment') {
    const owners = await ownersOf(services, parent);
    events.push({
      userIds: owners.userIds,
      type: owners.community ? 'community_commented' : 'post_commented',
      relatedParameter: parent.id,
    });
  }
  if (parent && row.kind === 'repost') {
    events.push({ userIds: (await ownersOf(services, parent)).userIds, type: 'reposted', relatedParameter: parent.id });
  }
  const mentioned = clean.mentions.flatMap((m) => (m.kind === 'user' ? [m.id] : []));
  return (postId) =>
    perRecipient(
      actorId,
      [
        ...events,
        ...(mentioned.length ? [{ userIds: mentioned, type: 'mentioned' as const, relatedParameter: postId }] : []),
      ],
      clean.text,
    );
}

/** Whom a hit tells: a post's owners, or a comment's author (worked out before the hit is stored). */
export async function hitNotifications(services: Services, actorId: number, row: PostRow) {
  if (row.kind === 'comment') {
    const community = await inCommunityThread(services, row);
    return perRecipient(actorId, [
      {
        userIds: [row.userId],
        type: community ? 'community_comment_liked' : 'comment_liked',
        relatedParameter: row.id,
      },
    ]);
  }
  const owners = await ownersOf(services, row);
  return perRecipient(actorId, [
    {
      userIds: owners.userIds,
      type: owners.community ? 'community_post_liked' : 'post_liked',
      relatedParameter: row.id,
    },
  ]);
}
