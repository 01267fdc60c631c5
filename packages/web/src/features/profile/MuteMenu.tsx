import { Button, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { MoreMenu } from '../graph';
import { useMuteMutation, useMutesQuery, useUnmuteMutation } from '../settings';

/** How long a mute lasts: days, or until unmuted. */
const durations = [
  { key: 'day', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
  { key: 'forever', days: undefined },
] as const;

/** The profile's "more" menu with Mute (for how long, asked in a dialog) or Unmute; the player is never told. */
export function MoreMenuWithMute({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('social');
  const mutes = useMutesQuery();
  const mute = useMuteMutation();
  const unmute = useUnmuteMutation();
  const [asking, setAsking] = useState(false);
  const muted = mutes.data?.users?.some((m) => m.user.id === userId) ?? false;
  const done = (message: string) => () => {
    setAsking(false);
    notifications.show({ color: 'teal', message });
  };

  return (
    <>
      <MoreMenu userId={userId} name={name}>
        {muted ? (
          <Menu.Item
            leftSection={<IconVolume size={16} />}
            onClick={() =>
              unmute.mutate(userId, { onSuccess: done(t('mute.unmuted', { name })), onError: notifyError })
            }
          >
            {t('mute.unmute')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconVolumeOff size={16} />} onClick={() => setAsking(true)} disabled={!mutes.data}>
            {t('mute.mute')}
          </Menu.Item>
        )}
      </MoreMenu>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('mute.title', { name })} centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('mute.text')}
          </Text>
          {durations.map(({ key, days }) => (
            <Button
              key={key}
              variant="default"
              fullWidth
              loading={mute.isPending && mute.variables?.days === days}
              onClick={() =>
                mute.mutate({ userId, days }, { onSuccess: done(t('mute.muted', { name })), onError: notifyError })
              }
            >
              {t(`mute.${key}`)}
            </Button>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
