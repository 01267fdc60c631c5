import { Badge, Collapse, UnstyledButton } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUserQuery } from '../../../entities/account';
import { ChannelList } from '../../../features/chat';
import { ChatWindow } from '../../../features/chat';
import { dockExpandedKey, openInDock, useDockChannel } from '../../../features/chat';
import { useLiveUnread } from '../../../features/chat';
import { useUnreadTitle, useUnreadTotal } from '../../../features/chat';
import classes from './MessagesDock.module.css';

function Dock({ meId }: { meId: number | undefined }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useLocalStorage({ key: dockExpandedKey, defaultValue: false });
  const channelId = useDockChannel();
  const unread = useUnreadTotal();
  const label = unread > 0 ? t('openUnread', { count: unread }) : open ? t('collapse') : t('expand');
  return (
    <>
      {channelId !== null && meId !== undefined && (
        <div className={classes.window} data-collapsed={!open || undefined} data-testid="dock-chat-window">
          <ChatWindow key={channelId} channelId={channelId} meId={meId} onClose={() => openInDock(null)} />
        </div>
      )}
      {/* Closed, the panel is a round button in the corner: a 320 px bar would cover the page's lowest row. */}
      <section
        className={classes.dock}
        data-collapsed={!open || undefined}
        aria-labelledby="messages-dock-title"
        data-testid="messages-dock"
      >
        <UnstyledButton
          className={classes.head}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="messages-dock-body"
          aria-label={label}
        >
          <IconMessageCircle size={18} aria-hidden />
          <span id="messages-dock-title" className={classes.title}>
            {t('title')}
          </span>
          {unread > 0 && (
            <Badge size="sm" circle color="red" aria-hidden className={classes.badge} data-testid="dock-unread">
              {unread > 9 ? '9+' : unread}
            </Badge>
          )}
          {open ? (
            <IconChevronDown size={18} aria-hidden className={classes.chevron} />
          ) : (
            <IconChevronUp size={18} aria-hidden className={classes.chevron} />
          )}
        </UnstyledButton>
        <Collapse expanded={open} id="messages-dock-body">
          <div className={classes.body}>
            <ChannelList activeId={channelId} meId={meId} onOpen={openInDock} />
          </div>
        </Collapse>
      </section>
    </>
  );
}

/** Live unread counts and the tab title for the whole shell; above 770 px, the docked Messages panel. */
export function MessagesDock() {
  const { ready } = useTranslation(['chat', 'feed']);
  const { data: user } = useUserQuery();
  const onMessagesPage = useLocation().pathname.startsWith('/messages');
  const wide = useMediaQuery('(min-width: 48.125em)');
  useLiveUnread();
  useUnreadTitle();
  // The /messages page shows the same conversations; the dock would only repeat them.
  if (!ready || !wide || onMessagesPage) return null;
  return <Dock meId={user?.id} />;
}
