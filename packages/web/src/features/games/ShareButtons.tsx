import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClipboard, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useShareResultMutation } from './hooks';

/**
 * Both daily puzzles' "Copy result" and "Share as a post": a spoiler-free result (`share.ts` makes it) to the
 * clipboard, or as a post.
 */
export function ShareButtons({ text }: { text: string }) {
  const { t } = useTranslation('games');
  const post = useShareResultMutation();
  const onPost = () =>
    post.mutate(text, {
      onSuccess: () => notifications.show({ color: 'green', message: t('share.posted') }),
      onError: notifyError,
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ color: 'green', message: t('share.copied') });
    } catch {
      notifications.show({ color: 'red', message: t('share.copyFailed') });
    }
  };
  return (
    <Group gap="xs" justify="center">
      <Button leftSection={<IconClipboard size={16} />} onClick={() => void copy()}>
        {t('share.copy')}
      </Button>
      <Button variant="light" leftSection={<IconSend size={16} />} loading={post.isPending} onClick={onPost}>
        {t('share.post')}
      </Button>
    </Group>
  );
}
