import { Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { NotificationTabs } from './components/NotificationTabs';
import { PushPrompt } from './components/PushPrompt';
import { latestUnread, unreadCount, useNotificationsQuery, useReadNotificationsMutation } from './hooks';
import classes from './NotificationsPage.module.css';

/** The phone's notifications panel as a page (same rows as the header dropdown). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  const { data } = useNotificationsQuery();
  const read = useReadNotificationsMutation();
  const markRead = read.mutate;
  const marked = useRef(false);

  // Opening the panel marks the latest-updated unread notification as read (spec section 4), once.
  useEffect(() => {
    if (marked.current || !data) return;
    marked.current = true;
    const latest = latestUnread(data);
    if (latest) markRead(latest.id);
  }, [data, markRead]);

  return (
    <Stack gap="lg" maw={680} mx="auto">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('title')}</Title>
        {unreadCount(data) > 0 && (
          <UnstyledButton className={classes.markAll} onClick={() => read.mutate(undefined)}>
            {t('markAllRead')}
          </UnstyledButton>
        )}
      </Group>
      <PushPrompt />
      <Paper className={classes.card} radius="lg">
        <NotificationTabs />
      </Paper>
    </Stack>
  );
}
