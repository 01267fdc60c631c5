import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '../../entities/account';
import { MessageUserButton } from '../chat';
import { ConnectButtons } from '../graph';
import { FollowButton } from '../graph';
import { PeopleCounts } from '../graph';
import { MoreMenuWithMute } from './MuteMenu';

/** Follow, connect, message, mute, block and report buttons on someone's profile, with the people counts. */
export function ProfileActions({ userId, username }: { userId: number; username: string }) {
  const { t, ready } = useTranslation('social');
  const { data: me } = useUserQuery();
  if (!ready) return null;
  const own = me?.id === userId;
  const name = `@${username}`;
  return (
    <Stack gap="sm" data-testid="profile-actions">
      <PeopleCounts userId={userId} />
      {me && !own && (
        <Group gap="xs" role="group" aria-label={t('actions.label')}>
          <FollowButton userId={userId} />
          <ConnectButtons userId={userId} name={name} />
          <MessageUserButton userId={userId} username={username} />
          <MoreMenuWithMute userId={userId} name={name} />
        </Group>
      )}
    </Stack>
  );
}
