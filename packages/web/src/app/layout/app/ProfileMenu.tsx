import type { User } from '@gamefolk/contract';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingStore,
  IconCrown,
  IconLogout,
  IconPlus,
  IconShieldCheck,
  IconSwords,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogoutMutation } from '../../../entities/account';
import { MenuOrganizations } from '../../../features/organizations';
import { openNewOrganizationDrawer } from '../../../features/organizations';
import classes from './ProfileMenu.module.css';
import { PersonAvatar } from '../../../components/PersonAvatar';

export function userAvatarSrc(user: User | undefined): string | null {
  return user?.photoUrl ?? user?.userPhotos[0]?.profile_photo ?? null;
}

/** Organizations, create organization, profile, the plans and logout (spec section 2). */
export function ProfileMenu({ user }: { user: User | undefined }) {
  const { t } = useTranslation(['layout', 'social']);
  const navigate = useNavigate();
  const logout = useLogoutMutation();

  const createOrganization = () => void openNewOrganizationDrawer();

  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });

  return (
    <Menu position="bottom-end" width={240} shadow="xl">
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={t('profileMenu.open')}>
          <PersonAvatar
            src={userAvatarSrc(user)}
            alt=""
            radius="xl"
            size={34}
            name={user?.fullname || user?.username}
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <div className={classes.who}>
            <Text fw={700} truncate>
              {user.fullname || user.username}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              @{user.username}
            </Text>
          </div>
        )}
        <Menu.Divider />
        <Menu.Label>{t('profileMenu.organizations')}</Menu.Label>
        <MenuOrganizations />
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={createOrganization}>
          {t('profileMenu.createOrganization')}
        </Menu.Item>
        <Menu.Divider />
        {user && (
          <Menu.Item component={Link} to={`/profile/${user.username}`} leftSection={<IconUser size={16} />}>
            {t('profileMenu.profile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/lobby" leftSection={<IconSwords size={16} />} hiddenFrom="sm">
          {t('nav.lobby')}
        </Menu.Item>
        <Menu.Item component={Link} to="/shop" leftSection={<IconBuildingStore size={16} />} hiddenFrom="sm">
          {t('nav.shop')}
        </Menu.Item>
        <Menu.Item component={Link} to="/game-actor-plus" leftSection={<IconCrown size={16} />}>
          {t('sidebar.premium')}
        </Menu.Item>
        {user?.manager && (
          <Menu.Item component={Link} to="/moderation" leftSection={<IconShieldCheck size={16} />} hiddenFrom="sm">
            {t('social:moderation.menu')}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          {t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
