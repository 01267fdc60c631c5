import type { Notification, ServerFrame } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../entities/event';
import { graphKeys, invalidateConnections } from '../graph';
import { lobbyKeys } from '../../entities/lobby';
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
      refreshSubject(queryClient, notification);
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

/**
 * An open lobby or event page shows the news without a reload: an applicant sees "approved" (and the lobby's chat),
 * an owner the new application, a player moved up from the waiting list "going".
 */
function refreshSubject(queryClient: QueryClient, notification: Notification) {
  switch (notification.type) {
    case 'lobbyApplication':
    case 'lobbyApproved':
    case 'lobbyRejected': {
      const lobbyId = notification.extra_parameter;
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.one(lobbyId) });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.applications(lobbyId) });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.myApplications() });
      return;
    }
    case 'eventPromoted': {
      const eventId = notification.related_parameter;
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.participants(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      return;
    }
    default:
      return;
  }
}

/**
 * After the socket (re)opens, whatever happened while it was down is fetched once: the notifications, the requests,
 * and the lobby and event pages that frames keep fresh (an approval given between the page's first read and the
 * socket's opening would otherwise never show on it). Only what is on screen is fetched again.
 */
export function catchUp(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  void queryClient.invalidateQueries({ queryKey: graphKeys.requests() });
  const subjects = [
    lobbyKeys.ones(),
    lobbyKeys.allApplications(),
    lobbyKeys.mine(),
    lobbyKeys.myApplications(),
    eventKeys.ones(),
    eventKeys.allParticipants(),
    eventKeys.lists(),
  ];
  for (const queryKey of subjects) void queryClient.invalidateQueries({ queryKey });
}
