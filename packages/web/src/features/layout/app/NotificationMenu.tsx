import { ActionIcon, Anchor, Group, Popover, ScrollArea, Tabs, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineEmpty } from './InlineEmpty';
import { RequestList, type ConnectionRequest } from './RequestList';
import classes from './NotificationMenu.module.css';

// Connection requests arrive with the social-graph issue; an empty list is the truth until then.
const requests: ConnectionRequest[] = [];

/** Spec section 2: 400 px wide, up to 400 px high, with notifications and requests tabs. */
export function NotificationMenu() {
  const { t } = useTranslation('layout');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={400} position="bottom-end" shadow="xl" trapFocus>
      <Popover.Target>
        <Tooltip label={t('notifications.open')} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications.open')}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={21} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <Tabs defaultValue="notifications" classNames={{ list: classes.tabs }}>
          <Tabs.List grow>
            <Tabs.Tab value="notifications">{t('notifications.tabs.notifications')}</Tabs.Tab>
            <Tabs.Tab value="requests">{t('notifications.tabs.requests')}</Tabs.Tab>
          </Tabs.List>
          <ScrollArea.Autosize mah={400 - 42 - 44} type="auto">
            <Tabs.Panel value="notifications">
              <InlineEmpty
                icon={<IconBell size={22} />}
                title={t('notifications.soonTitle')}
                text={t('notifications.soonText')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="requests">
              <RequestList requests={requests} />
            </Tabs.Panel>
          </ScrollArea.Autosize>
        </Tabs>
        <Group justify="center" className={classes.footer}>
          <Anchor component={Link} to="/notifications" size="sm" fw={600} onClick={() => setOpened(false)}>
            {t('notifications.seeAll')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
