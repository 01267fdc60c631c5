import { Box, Button, Menu, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import type { FeedEntry } from '../cache';
import { LazyRichEditor } from '../editor/LazyRichEditor';
import { useRepostMutation } from '../mutations';
import { EmbeddedPost } from './EmbeddedPost';
import { openLoginPrompt } from './login-prompt';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

/** Repost as it is, or quote it with a comment of one's own. */
export function RepostButton({ item }: { item: FeedEntry }) {
  const { t } = useTranslation('feed');
  const { signedIn } = useViewer();
  const repost = useRepostMutation();
  const [quoting, setQuoting] = useState(false);

  const send = async (content: string) => {
    try {
      await repost.mutateAsync({ item, content });
      notifications.show({ color: 'teal', message: t('repost.done') });
      setQuoting(false);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const target = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconRepeat size={18} />}
      aria-label={t('repost.label', { count: item.repostCount })}
      className={classes.actionButton}
      onClick={signedIn ? undefined : () => openLoginPrompt('repost')}
    >
      {item.repostCount}
    </Button>
  );
  if (!signedIn) return target;

  return (
    <>
      <Menu position="bottom-start" withinPortal shadow="md">
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRepeat size={16} />} onClick={() => void send('')}>
            {t('repost.now')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setQuoting(true)}>
            {t('repost.quote')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={quoting} onClose={() => setQuoting(false)} title={t('repost.quoteTitle')} size="lg" radius="lg">
        <LazyRichEditor
          mode="post"
          placeholder={t('repost.placeholder')}
          submitLabel={t('repost.submit')}
          onSubmit={({ html }) => send(html)}
          busy={repost.isPending}
          withAttachments={false}
          autoFocus
        />
        <Box mt="md">
          <EmbeddedPost item={item} />
        </Box>
      </Modal>
    </>
  );
}
