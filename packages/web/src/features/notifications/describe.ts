import { singleActorNotificationTypes, type Notification, type NotificationType } from '@gamefolk/contract';
import type { TFunction } from 'i18next';

export type RowKey = `row.${NotificationType}`;
type OrganizationType = Extract<NotificationType, `organization${string}` | 'inviteOrganization'>;
type SubjectType = Extract<NotificationType, `lobby${string}` | `event${string}`>;
export type NamedRowKey = `rowNamed.${OrganizationType | SubjectType}`;

const organizationTypes: ReadonlySet<NotificationType> = new Set<OrganizationType>([
  'organizationRoleUpdated',
  'organizationRoleCreated',
  'inviteOrganization',
]);
const profileTypes: ReadonlySet<NotificationType> = new Set(['followed', 'accepted', 'request']);
/** Lobby types carry the lobby's id in extra_parameter (spec), not a count. */
const lobbyTypes: ReadonlySet<NotificationType> = new Set(['lobbyApplication', 'lobbyApproved', 'lobbyRejected']);
/** Event types carry the event's id in related_parameter. */
const eventTypes: ReadonlySet<NotificationType> = new Set(['eventReminder', 'eventPromoted']);

export interface NotificationView {
  key: RowKey | NamedRowKey;
  /** The latest actor, or null when that account is gone (shown as the unknown user). */
  actor: Notification['actor'];
  /** Everyone who acted; a lobby application's extra_parameter is a lobby id, not a count. */
  count: number;
  organization: string | null;
  /** The lobby's game or the event's name the row names, null when the row has none to name. */
  subject: string | null;
  excerpt: string | null;
  postDeleted: boolean;
  href: string | null;
}

/** Spec section 2: a deleted post's link carries the literal word undefined. */
function postHref(post: Notification['post']): string | null {
  if (!post) return null;
  // The post page is being built; its public handle works for posts and comments alike.
  return `/shared/${post.is_deleted ? 'undefined' : post.share}`;
}

function hrefOf(n: Notification): string | null {
  if (profileTypes.has(n.type)) return `/profile/${n.actor?.username ?? n.related_parameter}`;
  if (organizationTypes.has(n.type)) return n.organization ? `/organization/${n.organization.code}` : null;
  if (lobbyTypes.has(n.type)) return `/lobby/${n.extra_parameter}`;
  if (eventTypes.has(n.type)) return `/events/${n.related_parameter}`;
  return postHref(n.post);
}

/**
 * What a row says and where it leads, for every type of spec section 4. The organization's name, the lobby's game
 * and the event's name come with the notification; one that is gone leaves the phrase without it.
 */
export function describeNotification(
  n: Notification,
  organizationName = n.organization?.name ?? null,
): NotificationView {
  const named = organizationTypes.has(n.type) && !!organizationName;
  const subject = (lobbyTypes.has(n.type) || eventTypes.has(n.type)) && n.subject ? n.subject.name : null;
  return {
    key:
      named || subject !== null
        ? (`rowNamed.${n.type as OrganizationType | SubjectType}` as const)
        : (`row.${n.type}` as const),
    actor: n.actor,
    count: singleActorNotificationTypes.has(n.type) ? 1 : Math.max(1, n.extra_parameter),
    organization: named ? organizationName! : null,
    subject,
    excerpt: n.post && !n.post.is_deleted && n.post.excerpt ? n.post.excerpt : null,
    postDeleted: n.post?.is_deleted ?? false,
    href: hrefOf(n),
  };
}

export type NotificationsT = TFunction<'notifications'>;

/** The key and values a row is translated with: "Ayşe and 3 others" as the actor group. */
export function rowTranslation(view: NotificationView, t: NotificationsT) {
  const name = view.actor?.fullname || view.actor?.username || t('unknownUser');
  const others = view.count - 1;
  const who = others > 0 ? t('actors.group', { name, count: others }) : name;
  return {
    key: view.key,
    values: { who, count: view.count, organization: view.organization ?? '', subject: view.subject ?? '' },
  };
}

/** The row as plain text (toasts, tests): the markup that bolds names is dropped. */
export function rowText(view: NotificationView, t: NotificationsT): string {
  const { key, values } = rowTranslation(view, t);
  return t(key, values).replace(/<\/?b>/g, '');
}
