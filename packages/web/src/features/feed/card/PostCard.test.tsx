import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/client';
import { feedItem } from '../../../test/feed-item';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { PostCard } from './PostCard';

vi.mock('../../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  localStorage.setItem('access_token', 't');
  mockedCall.mockImplementation(((action: string) =>
    Promise.resolve(
      action === 'like'
        ? { hit: true, hitCount: 4 }
        : action === 'user'
          ? { id: 1, username: 'ayse', fullname: 'Ayşe', photoUrl: null, userPhotos: [] }
          : [],
    )) as never);
});

const { relatedFeed: _, ...original } = feedItem({ id: 5, commentCount: 2, hitCount: 3 });
const plainRepost = feedItem({
  id: 9,
  share: 's9',
  content: '',
  typeId: 2,
  relatedFeedId: 5,
  relatedFeed: original,
  userId: 4,
  user: { id: 4, username: 'bora', fullname: 'Bora', photoUrl: null },
});

describe('PostCard', { timeout: 30_000 }, () => {
  it("shows a plain repost's original's comments and hits, and hits the original, as the server counts them", async () => {
    const user = userEvent.setup();
    renderWithApp(<PostCard item={plainRepost} />);
    expect(screen.getByRole('button', { name: '2 comments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 hits: see who' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hit' }));
    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith('like', { id: 5 }));
  });

  it('keeps a quote’s own counts: a quote is a post of its own', () => {
    renderWithApp(<PostCard item={{ ...plainRepost, content: '<p>Look at this</p>', commentCount: 1 }} />);
    expect(screen.getByRole('button', { name: '1 comment' })).toBeTruthy();
  });
});
