import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dockExpandedKey } from './dock-store';
import { useUnreadPollInterval } from './unread-live-store';
import { useUnreadTotal } from './use-unread-total';

/** The header's messages icon with its unread count: opens the docked panel where there is one, else /messages. */
export function MessagesButton() {
  const { t } = useTranslation('chat');
  const unread = useUnreadTotal();
  const live = useUnreadPollInterval() === false;
  const [, setDockOpen] = useLocalStorage({ key: dockExpandedKey, defaultValue: false });
  const wide = useMediaQuery('(min-width: 48.125em)');
  const onMessagesPage = useLocation().pathname.startsWith('/messages');
  const navigate = useNavigate();
  const label = unread > 0 ? t('openUnread', { count: unread }) : t('title');
  const open = () => {
    if (wide && !onMessagesPage) setDockOpen(true);
    else void navigate('/messages');
  };
  return (
    <Tooltip label={label}>
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
          onClick={open}
          data-testid="messages-button"
          data-live={live || undefined}
        >
          <IconMessageCircle size={21} stroke={1.7} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
