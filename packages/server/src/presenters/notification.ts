import type { Notification, NotificationType } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { notifications } from '../db/schema.js';
import { presentAuthor } from './feed.js';
import { isHiddenUser } from '../policies/visibility.js';

export type Row = typeof notifications.$inferSelect;

/** Types whose related_parameter is a post or comment. */
export const postTypes = new Set<string>([
  'mentioned',
  'reposted',
  'post_liked',
  'comment_liked',
  'community_post_liked',
  'community_comment_liked',
  'post_commented',
  'comment_commented',
  'post_comment_commented',
  'community_commented',
  'community_comment_commented',
]);

/** Types whose related_parameter is an organization. */
export const organizationTypes = new Set<string>([
  'organizationRoleUpdated',
  'organizationRoleCreated',
  'inviteOrganization',
]);

/** Types about a post in an organization's thread: they carry that organization too. */
export const communityTypes = new Set<string>([
  'community_post_liked',
  'community_comment_liked',
  'community_commented',
  'community_comment_commented',
]);

/** Types about a lobby: extra_parameter holds the lobby's id. */
export const lobbyTypes = new Set<string>(['lobbyApplication', 'lobbyApproved', 'lobbyRejected']);

/** `moderationAction`'s related_parameter is its moderation log entry; `reportResolved`'s the report. */
export const moderationTypes = new Set<string>(['moderationAction']);

/** Types about an event: related_parameter holds the event's id. */
export const eventTypes = new Set<string>(['eventReminder', 'eventPromoted']);

type OrganizationRef = Notification['organization'];

/** What presenting notifications needs beyond their rows, loaded side by side by services/views/notification-view.ts. */
type Loaded<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;
type Repos = Repositories;
export interface NotificationLookups {
  actors: Loaded<Repos['users']['byIds']>;
  posts: Loaded<Repos['feed']['byIds']>;
  orgs: Loaded<Repos['organizations']['byIds']>;
  threads: Loaded<Repos['feed']['threadOrganizations']>;
  requests: Loaded<Repos['connections']['latestFrom']>;
  lobbyGames: Loaded<Repos['lobbies']['gameNames']>;
  eventNames: Loaded<Repos['events']['names']>;
  moderations: Loaded<Repos['moderationLog']['byIds']>;
}

/** Rows to notifications, from the lookups loaded for them. */
export function presentNotifications(
  rows: Row[],
  { actors, posts, orgs, threads, requests, lobbyGames, eventNames, moderations }: NotificationLookups,
): Notification[] {
  const lobbyGameById = new Map(lobbyGames.map((l) => [l.id, l.name]));
  const eventNameById = new Map(eventNames.map((e) => [e.id, e.name]));
  const subjectOf = (row: Row): Notification['subject'] => {
    const name = lobbyTypes.has(row.type)
      ? lobbyGameById.get(row.extraParameter)
      : eventTypes.has(row.type)
        ? eventNameById.get(row.relatedParameter)
        : undefined;
    return name === undefined ? null : { name };
  };
  const moderationById = new Map(moderations.map((m) => [m.id, { action: m.action, rule: m.rule }]));
  const requestStatusBy = new Map(requests.map((r) => [`${r.receiverId}:${r.requesterId}`, r.status]));
  const orgById = new Map(orgs.map((o) => [o.id, o]));
  const threadOrgByPost = new Map(threads.map(({ postId, ...org }) => [postId, org]));
  const actorById = new Map(actors.map((a) => [a.id, a]));
  const postById = new Map(posts.map((p) => [p.id, p]));
  const organizationOf = (row: Row): OrganizationRef => {
    if (communityTypes.has(row.type)) return threadOrgByPost.get(row.relatedParameter) ?? null;
    const org = organizationTypes.has(row.type) ? orgById.get(row.relatedParameter) : undefined;
    return org ? { id: org.id, code: org.code, name: org.name } : null;
  };
  return rows.map((row) => {
    const actor = row.actorId ? actorById.get(row.actorId) : undefined;
    const post = postTypes.has(row.type) ? postById.get(row.relatedParameter) : undefined;
    return {
      id: row.id,
      type: row.type as NotificationType,
      read: row.read,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      related_parameter: row.relatedParameter,
      content: row.actorId,
      extra_parameter: row.extraParameter,
      actor: actor && !isHiddenUser(actor) ? presentAuthor(actor) : null,
      post: post
        ? {
            id: post.id,
            share: post.share,
            excerpt: post.deletedAt ? '' : post.contentText.slice(0, 80),
            is_deleted: post.deletedAt !== null,
          }
        : null,
      organization: organizationOf(row),
      subject: subjectOf(row),
      request_status:
        row.type === 'request' ? (requestStatusBy.get(`${row.userId}:${row.relatedParameter}`) ?? null) : null,
      ...(row.type === 'moderationAction' ? { moderation: moderationById.get(row.relatedParameter) ?? null } : {}),
    };
  });
}
