import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useBlockMutation } from '../graph';
import { useAnswerChatRequestMutation } from './hooks';
import classes from './Chat.module.css';

/**
 * A message request, in place of the composer: its sender is not told it was read until it is accepted; declined
 * or blocked, it leaves the list.
 */
export function RequestBanner({
  channelId,
  otherId,
  name,
  onLeave,
}: {
  channelId: number;
  otherId: number;
  name: string;
  onLeave?: () => void;
}) {
  const { t } = useTranslation('chat');
  const answer = useAnswerChatRequestMutation();
  const block = useBlockMutation();
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { chatchannelId: channelId, answer: choice },
      { onSuccess: () => choice === 'decline' && onLeave?.(), onError: notifyError },
    );
  const busy = answer.isPending || block.isPending;
  return (
    <div className={classes.requestBanner} data-testid="chat-request">
      <Text size="sm" fw={600}>
        {t('requests.banner', { name })}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('requests.bannerText')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" onClick={() => reply('accept')} disabled={busy}>
          {t('requests.accept')}
        </Button>
        <Button size="xs" variant="default" onClick={() => reply('decline')} disabled={busy}>
          {t('requests.decline')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={busy}
          onClick={() => block.mutate(otherId, { onSuccess: () => reply('decline'), onError: notifyError })}
        >
          {t('requests.block')}
        </Button>
      </Group>
    </div>
  );
}
