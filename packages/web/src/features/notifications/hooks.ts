import type { Notification } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useIsSignedIn } from '../../api/session';
import { usePollInterval } from '../../api/notifications-live-store';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

const byLatestUpdate = (a: Notification, b: Notification) => b.updated_at.localeCompare(a.updated_at);

/** The server's newest 50, latest-updated first: live over the socket, polled every 30 s while it is down. */
export function useNotificationsQuery() {
  const signedIn = useIsSignedIn();
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => call('getNotifications'),
    enabled: signedIn,
    refetchInterval,
  });
}

export function unreadCount(list: readonly Notification[] | undefined): number {
  return list?.reduce((n, item) => (item.read ? n : n + 1), 0) ?? 0;
}

/** Spec section 4: opening the panel marks the latest-updated unread notification as read, and so all before it. */
export function latestUnread(list: readonly Notification[] | undefined): Notification | undefined {
  return list?.filter((item) => !item.read).sort(byLatestUpdate)[0];
}

/** A notification pushed over the socket replaces its older self (a grouped one comes back with a new actor). */
export function upsertNotification(queryClient: QueryClient, notification: Notification): boolean {
  const list = queryClient.getQueryData<Notification[]>(notificationKeys.list());
  if (!list) return false;
  const next = [notification, ...list.filter((item) => item.id !== notification.id)].sort(byLatestUpdate);
  queryClient.setQueryData(notificationKeys.list(), next.slice(0, 50));
  return true;
}

/** What reading up to `id` marks: it and every one updated no later (all of them without an id). */
export function readUpTo(list: readonly Notification[], id?: number): Notification[] {
  const mark = id === undefined ? undefined : list.find((item) => item.id === id)?.updated_at;
  return list.map((item) =>
    id === undefined || item.id === id || (mark !== undefined && item.updated_at <= mark)
      ? { ...item, read: true }
      : item,
  );
}

/** Marks a notification read and every one before it (a watermark), or every one without an id; the list shows it at once. */
export function useReadNotificationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => call('readNotifications', id === undefined ? {} : { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) => list && readUpTo(list, id));
    },
    // Marking cancels a refetch in flight (say, one a request answered in another tab asked for): ask again after.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
