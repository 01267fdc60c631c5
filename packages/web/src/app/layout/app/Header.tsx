import type { User } from '@gamefolk/contract';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/Logo';
import { MessagesButton } from '../../../features/chat';
import { HeaderNav } from './HeaderNav';
import { NotificationMenu } from './NotificationMenu';
import { ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';
import { SettingsMenu } from './SettingsMenu';
import classes from './Header.module.css';

export function Header({ user }: { user: User | undefined }) {
  const { t } = useTranslation('common');
  return (
    <header className={classes.header}>
      <Anchor component={Link} to="/feed" underline="never" aria-label={t('appName')} className={classes.mobileLogo}>
        <LogoMark size={32} />
      </Anchor>
      <SearchBox />
      <HeaderNav />
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        <Group gap={4} wrap="nowrap" visibleFrom="sm">
          <MessagesButton />
          <NotificationMenu />
          <SettingsMenu />
        </Group>
        <ProfileMenu user={user} />
      </Group>
    </header>
  );
}
