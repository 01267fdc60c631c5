import { Box, Button, Menu, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { truncateName } from '../../organizations/form-rules';
import type { FeedEntry } from '../cache';
import { LazyRichEditor } from '../editor/LazyRichEditor';
import { useRepostMutation } from '../mutations';
import { PostAsPicker, SpeakerAvatar, type Speaker } from '../PostAsPicker';
import { useSpeakers } from '../use-speakers';
import { EmbeddedPost } from './EmbeddedPost';
import { openLoginPrompt } from './login-prompt';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

/**
 * Repost as it is, or quote it with a comment of one's own; founders and admins may also repost in the
 * name of one of their organizations.
 */
export function RepostButton({ item }: { item: FeedEntry }) {
  const { t } = useTranslation('feed');
  const { signedIn } = useViewer();
  const repost = useRepostMutation();
  const { me, organizations, pick } = useSpeakers(undefined, signedIn);
  const [quoting, setQuoting] = useState(false);
  // The quote speaks for the user unless they pick one of their organizations in the dialog.
  const [quoteAsId, setQuoteAsId] = useState<number | null>(null);
  const quoteAs = pick(quoteAsId);

  const send = async (content: string, speaker: Speaker) => {
    try {
      const answer = await repost.mutateAsync({ item, content, organizationId: speaker.organizationId });
      const done = speaker.organizationId === null ? t('repost.done') : t('repost.doneAs', { name: speaker.name });
      notifications.show({ color: 'teal', message: answer.is_deleted ? t('repost.undone') : done });
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
      <Menu position="bottom-start" withinPortal shadow="md" width={organizations.length > 0 ? 240 : undefined}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRepeat size={16} />} onClick={() => void send('', me)}>
            {t('repost.now')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            onClick={() => {
              setQuoteAsId(null);
              setQuoting(true);
            }}
          >
            {t('repost.quote')}
          </Menu.Item>
          {organizations.length > 0 && (
            <>
              <Menu.Divider />
              <Menu.Label>{t('repost.as')}</Menu.Label>
              {organizations.map((organization) => (
                <Menu.Item
                  key={organization.organizationId}
                  leftSection={<SpeakerAvatar speaker={organization} size={20} />}
                  onClick={() => void send('', organization)}
                  aria-label={t('repost.asLabel', { name: organization.name })}
                  title={organization.name}
                >
                  {truncateName(organization.name)}
                </Menu.Item>
              ))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={quoting} onClose={() => setQuoting(false)} title={t('repost.quoteTitle')} size="lg" radius="lg">
        {organizations.length > 0 && (
          <PostAsPicker
            speakers={[me, ...organizations]}
            value={quoteAs}
            onChange={(next) => setQuoteAsId(next.organizationId)}
            action="quote"
          />
        )}
        <LazyRichEditor
          mode="post"
          placeholder={t('repost.placeholder')}
          submitLabel={t('repost.submit')}
          onSubmit={({ html }) => send(html, quoteAs)}
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
