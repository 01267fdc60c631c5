import type { Notification } from '@gamefolk/contract';
import { Button, Center, Divider, Loader, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineEmpty } from '../../../components/InlineEmpty';
import { useNotificationsQuery, useReadNotificationsMutation } from '../hooks';
import { NotificationRow } from './NotificationRow';

/** The notifications, latest-updated first, with a divider between rows (spec section 2). */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const { data, isPending, isError, refetch } = useNotificationsQuery();
  const read = useReadNotificationsMutation();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <InlineEmpty icon={<IconBell size={22} />} title={t('loadFailed')} text="" />
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  }
  if (data.length === 0) {
    return <InlineEmpty icon={<IconBell size={22} />} title={t('empty')} text={t('emptyText')} />;
  }

  const open = (notification: Notification) => {
    if (!notification.read) read.mutate(notification.id);
    onNavigate?.();
  };
  return (
    <Stack gap={0} p={6} aria-label={t('tabs.notifications')} data-testid="notification-list">
      {data.map((notification, index) => (
        <Fragment key={notification.id}>
          {index > 0 && <Divider my={2} color="var(--gf-border)" />}
          <NotificationRow notification={notification} onOpen={open} />
        </Fragment>
      ))}
    </Stack>
  );
}
