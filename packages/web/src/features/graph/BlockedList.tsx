import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useBlocksQuery, useUnblockMutation } from './hooks';
import { PersonAvatar } from '../../components/PersonAvatar';

/** The blocked-users section of /settings: everyone the user blocked, newest first, each with Unblock. */
export function BlockedList() {
  const { t, ready } = useTranslation(['social', 'common']);
  const { data, isPending, isError } = useBlocksQuery();
  const unblock = useUnblockMutation();
  if (!ready || isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('blocked.failed')}
      </Text>
    );
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('blocked.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="blocked-list">
      {data.map((user) => {
        const name = user.fullname || user.username;
        return (
          <Group key={user.blocked_user_id} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <PersonAvatar src={user.photoUrl} alt="" radius="xl" name={name} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  @{user.username}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              size="sm"
              aria-label={t('blocked.unblockLabel', { name: `@${user.username}` })}
              loading={unblock.isPending && unblock.variables === user.blocked_user_id}
              onClick={() =>
                unblock.mutate(user.blocked_user_id, {
                  onSuccess: () =>
                    notifications.show({ color: 'teal', message: t('toast.unblocked', { name: `@${user.username}` }) }),
                  // Spec section 8: whatever went wrong, the user reads "Unblock failed".
                  onError: () => notifyError('unblockFailed'),
                })
              }
            >
              {t('blocked.unblock')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
