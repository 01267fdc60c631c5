import {
  IconBell,
  IconCalendarEvent,
  IconDeviceGamepad2,
  IconHome,
  IconMessageCircle,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadTotal } from '../../../features/chat';
import { unreadCount, useNotificationsQuery } from '../../../features/notifications';
import classes from './BottomBar.module.css';

// Sixth of a phone's width each: a label that would not fit has a shorter form (`navShort`).
const items = [
  { to: '/feed', key: 'feed', label: 'nav.feed', icon: IconHome },
  { to: '/events', key: 'events', label: 'nav.events', icon: IconCalendarEvent },
  { to: '/notifications', key: 'notifications', label: 'navShort.notifications', icon: IconBell },
  { to: '/settings', key: 'settings', label: 'nav.settings', icon: IconSettings },
  { to: '/games', key: 'games', label: 'nav.games', icon: IconDeviceGamepad2 },
  { to: '/messages', key: 'messages', label: 'nav.messages', icon: IconMessageCircle },
] as const;

/** Phones (under 760 px): feed, events, notifications, settings, games and messages. */
export function BottomBar() {
  const { t } = useTranslation(['layout', 'notifications', 'chat']);
  const unread = unreadCount(useNotificationsQuery().data);
  const unreadChats = useUnreadTotal();
  const counts: Partial<Record<(typeof items)[number]['key'], number>> = {
    notifications: unread,
    messages: unreadChats,
  };
  return (
    <nav aria-label={t('nav.mobile')} className={classes.bar} data-testid="bottom-bar">
      {items.map(({ to, key, label, icon: Icon }) => {
        const count = counts[key] ?? 0;
        const badge = count > 0;
        const shown = count > 9 ? '9+' : String(count);
        // The name holds the visible label and the badge as shown, in that order (WCAG 2.5.3: say what you see).
        return (
          <NavLink
            key={to}
            to={to}
            className={classes.item}
            aria-label={badge ? t('navShort.unread', { label: t(label), shown }) : undefined}
          >
            <span className={classes.label}>{t(label)}</span>{' '}
            {/* After the label in the page, drawn above it (order): the visible text reads as the name does. */}
            <span className={classes.icon}>
              <Icon size={22} stroke={1.7} aria-hidden />
              {badge && (
                <span
                  className={classes.badge}
                  aria-hidden
                  data-testid={key === 'messages' ? 'bottom-bar-unread-messages' : 'bottom-bar-unread'}
                >
                  {shown}
                </span>
              )}
            </span>
          </NavLink>
        );
      })}
    </nav>
  );
}
