import type { Notification } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import {
  communityTypes,
  eventTypes,
  lobbyTypes,
  moderationTypes,
  organizationTypes,
  postTypes,
  presentNotifications,
  type NotificationLookups,
  type Row,
} from '../../presenters/notification.js';

/**
 * What presenting these notifications needs, looked up side by side: the actors, the posts, the organizations named, the
 * organizations whose threads the community_* posts sit in, where the connection requests stand (one lookup per
 * recipient of a request), and the lobbies' games and events' names the lobby and event types are about.
 */
export async function loadNotificationLookups(services: Services, rows: Row[]): Promise<NotificationLookups> {
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
  const moderationIds = [...new Set(rows.filter((r) => moderationTypes.has(r.type)).map((r) => r.relatedParameter))];
  const [actors, posts, orgs, threads, requests, lobbyGames, eventNames, moderations] = await Promise.all([
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
    services.repos.moderationLog.byIds(moderationIds),
  ]);
  return { actors, posts, orgs, threads, requests: requests.flat(), lobbyGames, eventNames, moderations };
}

/** Rows to notifications: their lookups loaded, then presented. */
export async function notificationsOf(services: Services, rows: Row[]): Promise<Notification[]> {
  return presentNotifications(rows, await loadNotificationLookups(services, rows));
}
