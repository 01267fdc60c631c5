import { Box, Menu, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconRepeat } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { truncateName } from '../../../entities/organization';
import type { FeedEntry } from '../cache';
import { LazyRichEditor } from '../editor/LazyRichEditor';
import { useRepostMutation } from '../mutations';
import { PostAsPicker, SpeakerAvatar, type Speaker } from '../PostAsPicker';
import type { useSpeakers } from '../use-speakers';
import { EmbeddedPost } from './EmbeddedPost';
import { RepostCountButton } from './RepostButton';

type Speakers = Pick<ReturnType<typeof useSpeakers>, 'me' | 'organizations' | 'pick'>;

/**
 * The repost menu and the quote dialog of a signed-in user, loaded with the first tap on a card's repost button
 * (RepostButton.tsx) and opened at once, the focus on its own button so that closing returns it there.
 */
export function RepostMenu({ item, speakers }: { item: FeedEntry; speakers: Speakers }) {
  const { t } = useTranslation('feed');
  const { me, organizations, pick } = speakers;
  const repost = useRepostMutation();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
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

  return (
    <>
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        withinPortal
        shadow="md"
        width={organizations.length > 0 ? 240 : undefined}
      >
        <Menu.Target>
          <RepostCountButton ref={target} item={item} />
        </Menu.Target>
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
