import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { eventKeys, type EventFilters } from '../../entities/event';

/** Upcoming events, soonest first, 20 a page. */
export function useEventsQuery(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam }) => call('getEvents', { page: pageParam, ...filters }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.rows.length > 0 && pages.reduce((n, p) => n + p.rows.length, 0) < last.total_rows
        ? last.page + 1
        : undefined,
  });
}

export function useEventQuery(id: number) {
  return useQuery({
    queryKey: eventKeys.one(id),
    queryFn: () => call('getEvent', { id }),
    retry: false,
    enabled: id > 0,
  });
}

export function useParticipantsQuery(id: number) {
  return useQuery({ queryKey: eventKeys.participants(id), queryFn: () => call('getParticipants', { id }) });
}

function useEventMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }) });
}

export const useCreateEventMutation = () =>
  useEventMutation((input: Input<'createEvent'>) => call('createEvent', input));
export const useUpdateEventMutation = () =>
  useEventMutation((input: Input<'updateEvent'>) => call('updateEvent', input));
export const useDeleteEventMutation = () => useEventMutation((id: number) => call('deleteEvent', { id }));
export const useParticipationMutation = () =>
  useEventMutation((input: Input<'setParticipation'>) => call('setParticipation', input));

/** "Add to calendar": the server's .ics file, saved by the browser. */
export async function downloadCalendar(id: number) {
  const { filename, content } = await call('getEventCalendar', { id });
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A date and time in the viewer's language and time zone. */
export function formatWhen(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
