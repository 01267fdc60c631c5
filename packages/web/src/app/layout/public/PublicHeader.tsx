import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { config } from '../../../lib/config';
import { openDrawer } from '../../../lib/drawer-store';
import { LanguageSelect } from '../../../entities/account';
import { Logo } from '../../../components/Logo';
import { ThemeToggle } from '../../../components/ThemeToggle';
import classes from './PublicHeader.module.css';

export const publicNavLinks = [
  { to: '/about-us', key: 'about' },
  { to: '/mission', key: 'mission' },
  { to: '/faq', key: 'faq' },
] as const;

// The phone menu (segmented controls, nav links) is fetched with the tap that opens it, not with the first page.
async function openMobileMenu(title: string) {
  const { PublicMobileMenu } = await import('./PublicMobileMenu');
  openDrawer({ title, content: <PublicMobileMenu /> });
}

/** Logged-out header: site links, login, register and the store downloads. */
export function PublicHeader() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Anchor component={Link} to="/" underline="never" aria-label={t('common:appName')}>
          <Logo />
        </Anchor>
        <nav aria-label={t('public.nav')} className={classes.nav}>
          {publicNavLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link}>
              {t(`public.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <Group gap={4} visibleFrom="sm" wrap="nowrap">
            <LanguageSelect />
            <ThemeToggle />
            {config.storeLinks.ios && (
              <ActionIcon
                component="a"
                href={config.storeLinks.ios}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`${t('common:store.getApp')}: ${t('common:store.appStore')}`}
                title={t('common:store.appStore')}
              >
                <IconBrandApple size={20} stroke={1.7} />
              </ActionIcon>
            )}
            {config.storeLinks.android && (
              <ActionIcon
                component="a"
                href={config.storeLinks.android}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`${t('common:store.getApp')}: ${t('common:store.googlePlay')}`}
                title={t('common:store.googlePlay')}
              >
                <IconBrandGooglePlay size={19} stroke={1.7} />
              </ActionIcon>
            )}
          </Group>
          <Button component={Link} to="/login" variant="default" size="sm" className={classes.cta} visibleFrom="xs">
            {t('common:actions.signIn')}
          </Button>
          <Button component={Link} to="/register" size="sm" className={classes.cta}>
            {t('common:actions.signUp')}
          </Button>
          <ActionIcon
            hiddenFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('public.menu')}
            onClick={() => void openMobileMenu(t('common:appName'))}
          >
            <IconMenu2 size={22} />
          </ActionIcon>
        </Group>
      </div>
    </header>
  );
}
