import type { Notification } from '@gamefolk/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../i18n/language';
import { formatRelative } from '../../../lib/time';
import { describeNotification } from '../describe';
import { NotificationText } from './NotificationText';
import classes from './NotificationRow.module.css';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** A request once answered (here, on a profile or in another tab); null while it waits. */
const answeredStatus = (status: Notification['request_status']) => (status && status !== 'sent' ? status : null);

interface Props {
  notification: Notification;
  /** Called when the row is followed, so the panel can close and mark it read. */
  onOpen?: (notification: Notification) => void;
}

/** One notification: who, what, about which post, and when; the whole row leads to what it is about. */
export function NotificationRow({ notification, onOpen }: Props) {
  const { t } = useTranslation('notifications');
  const view = describeNotification(notification);
  const answered = notification.type === 'request' ? answeredStatus(notification.request_status) : null;
  const name = view.actor?.fullname || view.actor?.username || t('unknownUser');
  const body = (
    <>
      <PersonAvatar src={view.actor?.photoUrl} alt="" radius="xl" size={40} name={name} />
      <div className={classes.body}>
        <Text size="sm" lh={1.4} className={classes.text}>
          <NotificationText view={view} />
        </Text>
        {view.excerpt && (
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.excerpt}>
            “{view.excerpt}”
          </Text>
        )}
        {answered && (
          <Text size="xs" fw={600} c="dimmed" data-testid="request-status">
            {t(`requestStatus.${answered}`)}
          </Text>
        )}
        {view.postDeleted && (
          <Text size="xs" c="dimmed" fs="italic">
            {t('deletedPost')}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          <time dateTime={notification.updated_at}>{formatRelative(notification.updated_at, currentLanguage())}</time>
        </Text>
      </div>
      {!notification.read && <span className={classes.dot} role="img" aria-label={t('unread')} />}
    </>
  );
  const props = {
    className: classes.row,
    'data-unread': notification.read ? undefined : true,
    'data-testid': 'notification-row',
    onClick: () => onOpen?.(notification),
  };
  return view.href ? (
    <UnstyledButton component={Link} to={view.href} {...props}>
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton {...props}>{body}</UnstyledButton>
  );
}
