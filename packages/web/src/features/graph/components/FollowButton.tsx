import { Button } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useFollowMutation, useFollowersQuery } from '../hooks';

/** Follow and unfollow are one toggle on the server (followUser). */
export function FollowButton({ userId }: { userId: number }) {
  const { t } = useTranslation('social');
  const { data, isPending } = useFollowersQuery(userId);
  const follow = useFollowMutation(userId);
  const following = data?.isFollowing ?? false;
  return (
    <Button
      variant={following ? 'light' : 'filled'}
      leftSection={following ? <IconCheck size={16} /> : <IconPlus size={16} />}
      aria-pressed={following}
      title={following ? t('actions.unfollow') : undefined}
      disabled={isPending}
      loading={follow.isPending}
      onClick={() => follow.mutate(undefined, { onError: notifyError })}
    >
      {following ? t('actions.following') : t('actions.follow')}
    </Button>
  );
}
