import type { Notification, NotificationType } from '@gamefolk/contract';
import type { Services } from '../context.js';
import type { notifications } from '../db/schema.js';
import { presentAuthor } from './feed.js';
import { isHiddenUser } from '../policies/visibility.js';

type Row = typeof notifications.$inferSelect;

/** Types whose related_parameter is a post or comment. */
const postTypes = new Set<string>([
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
const organizationTypes = new Set<string>(['organizationRoleUpdated', 'organizationRoleCreated', 'inviteOrganization']);

/** Types about a post in an organization's thread: they carry that organization too. */
const communityTypes = new Set<string>([
  'community_post_liked',
  'community_comment_liked',
  'community_commented',
  'community_comment_commented',
]);

/** Types about a lobby: extra_parameter holds the lobby's id. */
const lobbyTypes = new Set<string>(['lobbyApplication', 'lobbyApproved', 'lobbyRejected']);

/** Types about an event: related_parameter holds the event's id. */
const eventTypes = new Set<string>(['eventReminder', 'eventPromoted']);

type OrganizationRef = Notification['organization'];

/**
 * Rows to notifications with lookups side by side: the actors, the posts, the organizations named, the
 * organizations whose threads the community_* posts sit in, where the connection requests stand (one lookup per
 * recipient of a request), and the lobbies' games and events' names the lobby and event types are about.
 */
export async function presentNotifications(services: Services, rows: Row[]): Promise<Notification[]> {
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const postIds = [...new Set(rows.filter((r) => postTypes.has(r.type)).map((r) => r.relatedParameter))];
  const orgIds = [...new Set(rows.filter((r) => organizationTypes.has(r.type)).map((r) => r.relatedParameter))];
  const communityPostIds = [...new Set(rows.filter((r) => communityTypes.has(r.type)).map((r) => r.relatedParameter))];
  // Requests are looked up per recipient: a delivery batch holds several users' rows.
  const requestersBy = new Map<number, Set<number>>();
  for (const r of rows.filter((row) => row.type === 'request')) {
    requestersBy.set(r.userId, (requestersBy.get(r.userId) ?? new Set()).add(r.relatedParameter));
  }
  const lobbyIds = [...new Set(rows.filter((r) => lobbyTypes.has(r.type)).map((r) => r.extraParameter))];
  const eventIds = [...new Set(rows.filter((r) => eventTypes.has(r.type)).map((r) => r.relatedParameter))];
  const [actors, posts, orgs, threads, requests, lobbyGames, eventNames] = await Promise.all([
    services.repos.users.byIds(actorIds),
    services.repos.feed.byIds(postIds),
    services.repos.organizations.byIds(orgIds),
    services.repos.feed.threadOrganizations(communityPostIds),
    Promise.all(
      [...requestersBy].map(([receiverId, requesters]) =>
        services.repos.connections.latestFrom(receiverId, [...requesters]),
      ),
    ),
    services.repos.lobbies.gameNames(lobbyIds),
    services.repos.events.names(eventIds),
  ]);
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
  const requestStatusBy = new Map(requests.flat().map((r) => [`${r.receiverId}:${r.requesterId}`, r.status]));
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
    };
  });
}
