import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../components/errors';
import { openInDock } from './dock-store';
import { useStartChannelMutation } from './hooks';

/** Where the docked Messages panel shows (MessagesDock): above this width a conversation opens there. */
export const dockQuery = '(min-width: 48.125em)';

/**
 * A profile's Message button. Where the docked panel shows, the conversation opens there, over the profile; on
 * phones (and for a new tab) it is a link to /messages, which opens it full screen.
 */
export function MessageUserButton({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation('social');
  const start = useStartChannelMutation();
  const wide = useMediaQuery(dockQuery);
  const openDocked = async (event: MouseEvent) => {
    if (!wide || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    try {
      openInDock((await start.mutateAsync(userId)).id);
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
