import type { ChatChannel } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/client';
import { notifyError } from '../../components/errors';
import { openInDock } from './dock-store';
import { chatKeys } from './keys';

/** Where the docked Messages panel shows (MessagesDock): above this width a conversation opens there. */
export const dockQuery = '(min-width: 48.125em)';

/**
 * A profile's Message button. Where the docked panel shows, the conversation opens there, over the profile; on
 * phones (and for a new tab) it is a link to /messages, which opens it full screen.
 */
export function MessageUserButton({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const wide = useMediaQuery(dockQuery);
  const openDocked = async (event: MouseEvent) => {
    if (!wide || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    try {
      const channel = await call('createChannels', { receivingUserId: userId });
      queryClient.setQueryData<ChatChannel[]>(chatKeys.channels(), (list) =>
        list && !list.some((c) => c.id === channel.id) ? [channel, ...list] : list,
      );
      openInDock(channel.id);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Button
      component={Link}
      to={`/messages?user=${encodeURIComponent(username)}`}
      onClick={(event: MouseEvent) => void openDocked(event)}
      variant="default"
      leftSection={<IconMessageCircle size={16} />}
    >
      {t('actions.message')}
    </Button>
  );
}
