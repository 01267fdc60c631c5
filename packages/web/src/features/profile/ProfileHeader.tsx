import type { PublicUser } from '@gamefolk/contract';
import { Button, Group, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProfileActions } from './ProfileActions';
import { CountryLabel } from './CountryLabel';
import { GamingStatus } from './GamingStatus';
import { usePersonalsQuery } from './hooks';
import { ImageMenu } from './ImageMenu';
import { openPersonalsEditor } from './editors';
import { SocialLinks } from './SocialLinks';
import { BannerImage } from '../../components/BannerImage';
import { CosmeticBadges, CosmeticBanner, CosmeticFrame } from '../shop';
import { PremiumBadge } from '../premium';
import classes from './ProfileHeader.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

/** Banner, photo, names, status, country, bio and socials; the owner edits, everyone else gets the actions. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const personals = usePersonalsQuery(user.id);
  const avatarSize = useMatches({ base: 96, sm: 132 });
  const banner = personals.data?.banner ?? null;
  const name = user.fullname || user.username;

  return (
    <header className={classes.card}>
      <div className={classes.banner} data-empty={!banner || undefined}>
        {banner ? <BannerImage src={banner} alt={t('banner.alt', { name })} /> : <CosmeticBanner userId={user.id} />}
        {user.isSelf && (
          <div className={classes.bannerEdit}>
            <ImageMenu slot="banner" userId={user.id} current={banner} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.top}>
          <div className={classes.avatarWrap}>
            <PersonAvatar
              src={user.photoUrl}
              alt={t('photo.alt', { name })}
              size={avatarSize}
              radius={avatarSize}
              name={name}
              className={classes.avatar}
            />
            <CosmeticFrame userId={user.id} />
            {user.isSelf && (
              <div className={classes.avatarEdit}>
                <ImageMenu slot="profile_photo" userId={user.id} current={user.photoUrl} />
              </div>
            )}
          </div>
          {user.isSelf && (
            <Button
              variant="default"
              className={classes.actions}
              leftSection={<IconPencil size={16} />}
              onClick={() => personals.data && openPersonalsEditor(user, personals.data)}
              disabled={!personals.data}
            >
              {t('edit.profile')}
            </Button>
          )}
        </div>
        <Stack gap={6} mt="sm">
          <Title order={1} className={classes.name}>
            {name}
          </Title>
          <Group gap={8} wrap="wrap" className={classes.meta}>
            <Text c="dimmed">@{user.username}</Text>
            <PremiumBadge plan={user.premium} />
            <CosmeticBadges userId={user.id} />
            {personals.data?.country && <CountryLabel code={personals.data.country} />}
          </Group>
        </Stack>
        {personals.isPending ? (
          <Stack gap={8} mt="md">
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        ) : (
          personals.data && (
            <Stack gap="sm" mt="md">
              {personals.data.gaming_status && <GamingStatus status={personals.data.gaming_status} />}
              {personals.data.about && <Text className={classes.about}>{personals.data.about}</Text>}
              <SocialLinks socials={personals.data.socials} />
            </Stack>
          )
        )}
        {/* Counts for everyone; follow, connect, message, block and report only on other people's profiles. */}
        <div className={classes.social}>
          <ProfileActions userId={user.id} username={user.username} block={user.block} />
        </div>
      </div>
    </header>
  );
}
