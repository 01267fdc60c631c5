import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { feedKeys } from '../feed';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

const PAGE_SIZE = 20;

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus) => [...moderationKeys.all, 'queue', status] as const,
};

/** The report queue, newest first, 20 a page; managers only (the server refuses anyone else). */
export function useReportQueueQuery(status: ReportStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(status),
    queryFn: ({ pageParam }) => call('getReports', { status, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length : undefined),
    enabled,
  });
}

export function useResolveReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'resolveReport'>) => call('resolveReport', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Managers pin a tag to everyone's trends box with a label, or unpin it (label null). */
export function usePromoteTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'promoteTag'>) => call('promoteTag', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.trends() }),
  });
}
