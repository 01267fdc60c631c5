import type { PublicUser } from '@gamefolk/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { MessageUserButton } from '../chat';
import { ConnectButtons, FollowButton, PeopleCounts, useUnblockMutation } from '../graph';
import { MoreMenuWithMute } from './MuteMenu';

/**
 * Follow, connect, message, mute, block and report buttons on someone's profile, with the people counts. Across a
 * block (either way) nothing of that can reach the other, so the profile says so instead of offering actions that
 * would fail (issue 47 item 11); the one who blocked may lift it from here.
 */
export function ProfileActions({
  userId,
  username,
  block,
}: {
  userId: number;
  username: string;
  block?: PublicUser['block'];
}) {
  const { t, ready } = useTranslation('social');
  const { data: me } = useUserQuery();
  const unblock = useUnblockMutation();
  if (!ready) return null;
  const own = me?.id === userId;
  const name = `@${username}`;
  return (
    <Stack gap="sm" data-testid="profile-actions">
      <PeopleCounts userId={userId} />
      {me && !own && (
        // One group either way, so the more-menu stays mounted when a block made from it changes the profile (its
        // block dialog then finishes: a toast and the way to the feed).
        <Group gap="xs" role="group" aria-label={t('actions.label')} align="flex-start">
          {block ? (
            <>
              {/* Beside its buttons where there is room; above them on a phone. */}
              <Text size="sm" c="dimmed" role="status" style={{ flex: '1 1 16rem' }}>
                {t(block === 'mine' ? 'blocked.mine' : 'blocked.theirs', { name })}
              </Text>
              {block === 'mine' && (
                <Button
                  variant="default"
                  size="sm"
                  loading={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(userId, {
                      onSuccess: () => notifications.show({ color: 'teal', message: t('toast.unblocked', { name }) }),
                      onError: notifyError,
                    })
                  }
                >
                  {t('blocked.unblock')}
                </Button>
              )}
            </>
          ) : (
            <>
              <FollowButton userId={userId} />
              <ConnectButtons userId={userId} name={name} />
              <MessageUserButton userId={userId} username={username} />
            </>
          )}
          <MoreMenuWithMute userId={userId} name={name} />
        </Group>
      )}
    </Stack>
  );
}
