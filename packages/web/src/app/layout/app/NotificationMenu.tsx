import { ActionIcon, Anchor, Group, Indicator, Popover, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationTabs, type NotificationTab } from '../../../features/notifications';
import {
  latestUnread,
  unreadCount,
  useNotificationsQuery,
  useReadNotificationsMutation,
} from '../../../features/notifications';
import { useLiveStatus } from '../../../api/notifications-live-store';
import classes from './NotificationMenu.module.css';

const TABS_HEIGHT = 42;
const FOOTER_HEIGHT = 44;

/** Spec section 2: 400 px wide (the requests tab 380 px), up to 400 px high, with notifications and requests tabs. */
export function NotificationMenu() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<NotificationTab>('notifications');
  const { data } = useNotificationsQuery();
  const read = useReadNotificationsMutation();
  const live = useLiveStatus();
  const unread = unreadCount(data);
  const label = unread > 0 ? t('openUnread', { count: unread }) : t('open');

  // Spec section 4: opening the panel marks the latest-updated unread notification as read.
  const toggle = () => {
    if (!opened) {
      const latest = latestUnread(data);
      if (latest) read.mutate(latest.id);
      // The tabs open on notifications each time.
      setTab('notifications');
    }
    setOpened(!opened);
  };
  const close = () => setOpened(false);
  const width = tab === 'requests' ? 380 : 400;

  return (
    <Popover opened={opened} onChange={setOpened} width={width} position="bottom-end" shadow="xl" trapFocus>
      <Popover.Target>
        <Tooltip label={label} disabled={opened}>
          <Indicator
            label={unread > 9 ? '9+' : unread}
            disabled={unread === 0}
            size={17}
            offset={7}
            color="red"
            withBorder
            inline
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              aria-expanded={opened}
              onClick={toggle}
              data-testid="notification-bell"
              data-live-status={live.kind}
            >
              <IconBell size={21} stroke={1.7} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <NotificationTabs
          maxHeight={400 - TABS_HEIGHT - FOOTER_HEIGHT}
          onNavigate={close}
          onTabChange={setTab}
          compact
        />
        <Group justify="space-between" px="md" className={classes.footer}>
          <Anchor component={Link} to="/notifications" size="sm" fw={600} onClick={close}>
            {t('seeAll')}
          </Anchor>
          {unread > 0 && (
            <UnstyledButton className={classes.markAll} onClick={() => read.mutate(undefined)}>
              {t('markAllRead')}
            </UnstyledButton>
          )}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
