import { Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconCalendarEvent, IconDeviceGamepad2, IconHome, IconSwords } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './HeaderNav.module.css';

const links = [
  { to: '/feed', key: 'feed', icon: IconHome },
  { to: '/lobby', key: 'lobby', icon: IconSwords },
  { to: '/events', key: 'events', icon: IconCalendarEvent },
  { to: '/games', key: 'games', icon: IconDeviceGamepad2 },
  { to: '/shop', key: 'shop', icon: IconBuildingStore },
] as const;

/** Feed, lobby, events, games and shop from 760 px (the bottom bar below): labelled above 1200 px, icons below. */
export function HeaderNav() {
  const { t } = useTranslation('layout');
  const wide = useMediaQuery('(min-width: 75em)');
  return (
    <nav aria-label={t('nav.main')} className={classes.nav}>
      {links.map(({ to, key, icon: Icon }) => (
        <Tooltip key={to} label={t(`nav.${key}`)} disabled={wide}>
          <NavLink to={to} className={classes.link}>
            <Icon size={20} stroke={1.7} aria-hidden />
            <span className={classes.label}>{t(`nav.${key}`)}</span>
          </NavLink>
        </Tooltip>
      ))}
    </nav>
  );
}
