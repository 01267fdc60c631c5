import type { FeedItem } from '@gamefolk/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prependPost } from './cache';
import { speakerName } from './card/paths';
import { feedKeys, type FeedListParams } from './hooks';
import { feedItem } from '../../test/feed-item';

const item = (id: number, extra: Partial<FeedItem> = {}): FeedItem =>
  feedItem({
    id,
    share: `s${id}`,
    content: '<p>hi</p>',
    userId: 1,
    user: { id: 1, username: 'kaan', fullname: 'Kaan Y', photoUrl: null },
    ...extra,
  });

const nova = { id: 7, code: 'nova', name: 'Nova Esports', logoUrl: '/files/logo.png' };

describe('organization posts in the caches', () => {
  it('go on top of their organization’s list, not of another one’s', () => {
    const client = new QueryClient();
    const lists: FeedListParams[] = [
      { kind: 'organization', organizationId: 7 },
      { kind: 'organization', organizationId: 8 },
    ];
    for (const params of lists) {
      client.setQueryData(feedKeys.list(params), { pages: [[item(1)]], pageParams: [0] });
    }
    prependPost(client, item(2, { organizationId: 7, organization: nova }));
    const ids = (params: FeedListParams) =>
      client.getQueryData<InfiniteData<FeedItem[]>>(feedKeys.list(params))?.pages[0]?.map((p) => p.id);
    expect(ids(lists[0]!)).toEqual([2, 1]);
    expect(ids(lists[1]!)).toEqual([1]);
  });

  it('speak under the organization’s name while it stands, else the author’s', () => {
    expect(speakerName(item(1, { organizationId: 7, organization: nova }))).toBe('Nova Esports');
    expect(speakerName(item(1, { organizationId: 7, organizationDeleted: true }))).toBe('Kaan Y');
    expect(speakerName(item(1, { user: null }))).toBeNull();
  });
});
