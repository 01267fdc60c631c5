import { Badge, ScrollArea, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionRequestsQuery } from '../../graph';
import { useLiveStatus } from '../../../api/notifications-live-store';
import { NotificationList } from './NotificationList';
import { PushPrompt } from './PushPrompt';
import { RequestList } from './RequestList';
import classes from './NotificationTabs.module.css';

interface Props {
  /** The dropdown scrolls inside its 400 px; the page scrolls with the window. */
  maxHeight?: number;
  onNavigate?: () => void;
  compact?: boolean;
  /** Told which tab shows (the header's dropdown is 400 px for notifications, 380 px for requests). */
  onTabChange?: (tab: NotificationTab) => void;
}

export type NotificationTab = 'notifications' | 'requests';

/** Notifications and connection requests, as the header dropdown and the /notifications page show them. */
export function NotificationTabs({ maxHeight, onNavigate, compact = false, onTabChange }: Props) {
  const { t } = useTranslation('notifications');
  const { data: requests } = useConnectionRequestsQuery();
  const status = useLiveStatus();
  const pending = requests?.length ?? 0;
  const panels = (
    <>
      <Tabs.Panel value="notifications">
        {compact && <PushPrompt compact />}
        <NotificationList onNavigate={onNavigate} />
      </Tabs.Panel>
      <Tabs.Panel value="requests">
        <RequestList onNavigate={onNavigate} />
      </Tabs.Panel>
    </>
  );
  return (
    <Tabs
      defaultValue="notifications"
      keepMounted={false}
      classNames={{ list: classes.tabs }}
      onChange={(tab) => onTabChange?.(tab === 'requests' ? 'requests' : 'notifications')}
    >
      <Tabs.List grow>
        <Tabs.Tab value="notifications">{t('tabs.notifications')}</Tabs.Tab>
        <Tabs.Tab
          value="requests"
          rightSection={
            pending > 0 ? (
              <Badge size="xs" circle variant="filled" aria-hidden>
                {pending > 9 ? '9+' : pending}
              </Badge>
            ) : null
          }
        >
          {t('tabs.requests')}
        </Tabs.Tab>
      </Tabs.List>
      {status.kind === 'waiting' && (
        <Text size="xs" c="dimmed" ta="center" py={4} className={classes.status} role="status">
          {t('live.reconnecting')}
        </Text>
      )}
      {maxHeight ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          {panels}
        </ScrollArea.Autosize>
      ) : (
        panels
      )}
    </Tabs>
  );
}
