import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { feedKeys } from '../feed';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

const PAGE_SIZE = 20;
const LOG_PAGE = 50;

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus) => [...moderationKeys.all, 'queue', status] as const,
  subjects: (status: ReportStatus) => [...moderationKeys.all, 'subjects', status] as const,
  appeals: (status: 'open' | 'decided') => [...moderationKeys.all, 'appeals', status] as const,
  log: (filters: { userId?: number; moderatorId?: number }) => [...moderationKeys.all, 'log', filters] as const,
  players: (q: string) => [...moderationKeys.all, 'players', q] as const,
  record: (userId: number) => [...moderationKeys.all, 'record', userId] as const,
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

/** The queue by reported thing, urgent ones first, 20 a page. */
export function useReportSubjectsQuery(status: ReportStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.subjects(status),
    queryFn: ({ pageParam }) => call('getReportSubjects', { status, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.rows.length === PAGE_SIZE ? pages.length : undefined),
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

/** Closes every open report of one subject: dismiss, remove, and/or act on its author under a rule. */
export function useResolveSubjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'resolveReportSubject'>) => call('resolveReportSubject', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export function useModerateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'moderateUser'>) => call('moderateUser', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export function useAppealsQuery(status: 'open' | 'decided', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.appeals(status),
    queryFn: ({ pageParam }) => call('getAppeals', { status, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.rows.length === PAGE_SIZE ? pages.length : undefined),
    enabled,
  });
}

export function useDecideAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'decideAppeal'>) => call('decideAppeal', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** The moderation log, newest first, of one player and/or by one manager. */
export function useModerationLogQuery(filters: { userId?: number; moderatorId?: number }, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.log(filters),
    queryFn: ({ pageParam }) => call('getModerationLog', { page: pageParam, ...filters }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.rows.length === LOG_PAGE ? pages.length : undefined),
    enabled,
  });
}

export function useFindPlayersQuery(q: string) {
  return useQuery({
    queryKey: moderationKeys.players(q),
    queryFn: () => call('findPlayers', { q }),
    enabled: q.trim().length > 0,
  });
}

export function usePlayerRecordQuery(userId: number | null) {
  return useQuery({
    queryKey: moderationKeys.record(userId ?? 0),
    queryFn: () => call('getPlayerRecord', { userId: userId! }),
    enabled: userId !== null,
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
