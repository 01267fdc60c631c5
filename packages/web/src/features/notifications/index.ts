// What the rest of the app may use of features/notifications; everything else in this folder is its own.
export { NotificationTabs } from './components/NotificationTabs';
export type { NotificationTab } from './components/NotificationTabs';
export { latestUnread, unreadCount, useNotificationsQuery, useReadNotificationsMutation } from './hooks';
export { createLiveConnection, notificationSocketUrl } from './live';
export type { LiveConnection } from './live';
export { useLiveNotifications } from './use-live-notifications';
export { usePushSync } from './use-push';
