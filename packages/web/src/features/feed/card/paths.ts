import type { FeedEntry } from '../cache';

/** The public link of a post or comment; spec section 2: a deleted one links to /shared/undefined. */
export function sharedPath(item: Pick<FeedEntry, 'share' | 'is_deleted'>): string {
  return `/shared/${item.is_deleted ? 'undefined' : item.share}`;
}

/** Where a post opens inside the app: its own page for users, the shared page for visitors. */
export function postPath(item: Pick<FeedEntry, 'share'>, signedIn: boolean): string {
  return signedIn ? `/post/${item.share}` : `/shared/${item.share}`;
}

export { organizationPath, profilePath } from '../../../lib/paths';

/** The name a post speaks under: its organization's while it stands, else its author's (null: unknown). */
export function speakerName(item: Pick<FeedEntry, 'organization' | 'user'>): string | null {
  return item.organization?.name ?? item.user?.fullname ?? null;
}
