import type { Notification, ServerFrame } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { graphKeys, invalidateConnections } from '../graph/hooks';
import { notificationKeys, upsertNotification } from './hooks';

/** What each socket event changes in the caches; `announce` shows a toast for a new notification. */
export function applyFrame(queryClient: QueryClient, frame: ServerFrame, announce: (n: Notification) => void) {
  switch (frame.type) {
    case 'notification': {
      const { notification } = frame;
      if (!upsertNotification(queryClient, notification)) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }
      if (notification.type === 'request' || notification.type === 'accepted') void invalidateConnections(queryClient);
      if (notification.type === 'followed') {
        void queryClient.invalidateQueries({ queryKey: [...graphKeys.all, 'followers'] });
      }
      announce(notification);
      return;
    }
    case 'request':
      // A request answered anywhere (another tab, a profile) shows its state in the notification list too.
      void invalidateConnections(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      return;
    default:
      return;
  }
}

/** After the socket (re)opens, whatever happened while it was down is fetched once. */
export function catchUp(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  void queryClient.invalidateQueries({ queryKey: graphKeys.requests() });
}
