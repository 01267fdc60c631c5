import type { FeedItem } from '@gamefolk/contract';

/** A plain post by kaan (id 3) as the server answers it, with whatever a test changes. */
export function feedItem(extra: Partial<FeedItem> = {}): FeedItem {
  return {
    id: 5,
    share: 's5',
    content: '<p>GG</p>',
    feedAttachments: [],
    typeId: 1,
    feedTypeId: 1,
    relatedFeedId: null,
    rootFeedId: null,
    organizationId: null,
    organization: null,
    organizationDeleted: false,
    userId: 3,
    user: { id: 3, username: 'kaan', fullname: 'Kaan Y', photoUrl: null },
    hitCount: 0,
    commentCount: 0,
    repostCount: 0,
    hit: false,
    is_deleted: false,
    edited: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    relatedFeed: null,
    ...extra,
  };
}
