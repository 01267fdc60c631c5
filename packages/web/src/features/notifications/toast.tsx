import type { Notification } from '@gamefolk/contract';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { describeNotification } from './describe';
import { NotificationText } from './components/NotificationText';
import { PersonAvatar } from '../../components/PersonAvatar';

/** A toast for a notification that just arrived over the socket. */
export function announceNotification(notification: Notification) {
  const view = describeNotification(notification);
  const name = view.actor?.fullname || view.actor?.username || '';
  notifications.show({
    id: `notification-${notification.id}-${notification.updated_at}`,
    title: i18n.t('notifications:toast.title'),
    message: <NotificationText view={view} />,
    icon: <PersonAvatar src={view.actor?.photoUrl} alt="" radius="xl" size={36} name={name} />,
    autoClose: 6000,
    withBorder: true,
    // On wide screens the corner of the header (the bell itself) stays uncovered.
    position: window.matchMedia('(min-width: 47.5em)').matches ? 'bottom-left' : undefined,
  });
}
