import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { feedKeys } from './hooks';
import { MobileTrends } from './MobileTrends';
import { usePostMutation } from './mutations';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => {
  mockedCall.mockReset();
  localStorage.setItem('access_token', 't');
});

describe('trends', () => {
  it('are asked again after a post, so a new #tag shows without a reload', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(feedKeys.trends(), []);
    mockedCall.mockResolvedValue({ id: 1, relatedFeedId: null, userId: 1, organizationId: null } as never);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePostMutation(), { wrapper });
    await result.current.mutateAsync({ content: '#gg', typeId: 1, feedTypeId: 1, feedAttachments: [] });
    await waitFor(() => expect(queryClient.getQueryState(feedKeys.trends())?.isInvalidated).toBe(true));
  });

  it('reach phones above the feed, each leading to its tag', async () => {
    mockedCall.mockImplementation(((action: string) =>
      Promise.resolve(
        action === 'retrieveTrends' ? [{ id: 3, label: '#valorant', count: 4, promoted_label: null }] : [],
      )) as never);
    renderWithApp(<MobileTrends />);
    const nav = await screen.findByRole('navigation', { name: 'Trending' });
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/hash/$valorant');
  });
});
