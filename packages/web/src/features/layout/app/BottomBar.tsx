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
import classes from './BottomBar.module.css';

const items = [
  { to: '/feed', key: 'feed', icon: IconHome },
  { to: '/events', key: 'events', icon: IconCalendarEvent },
  { to: '/notifications', key: 'notifications', icon: IconBell },
  { to: '/settings', key: 'settings', icon: IconSettings },
  { to: '/games', key: 'games', icon: IconDeviceGamepad2 },
  { to: '/messages', key: 'messages', icon: IconMessageCircle },
] as const;

/** Phones (under 760 px): feed, events, notifications, settings, games and messages. */
export function BottomBar() {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('nav.mobile')} className={classes.bar} data-testid="bottom-bar">
      {items.map(({ to, key, icon: Icon }) => (
        <NavLink key={to} to={to} className={classes.item}>
          <Icon size={22} stroke={1.7} aria-hidden />
          <span className={classes.label}>{t(`nav.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
