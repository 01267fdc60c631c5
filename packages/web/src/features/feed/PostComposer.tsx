import { postKindWire } from '@gamefolk/contract';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/errors';
import { LazyRichEditor, type EditorValue } from './editor/LazyRichEditor';
import { usePostMutation } from './mutations';
import { PostAsPicker, type Speaker } from './PostAsPicker';
import { useSpeakers } from './use-speakers';
import classes from './FeedPage.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

interface PostComposerProps {
  /** On an organization's page: post as that organization unless the user picks themselves. */
  defaultSpeaker?: Speaker;
}

/** The box at the top of the feed: write, attach, post (as yourself, or as an organization you manage). */
export function PostComposer({ defaultSpeaker }: PostComposerProps) {
  const { t } = useTranslation('feed');
  const { me, organizations, pick } = useSpeakers(defaultSpeaker);
  const post = usePostMutation();
  const [chosenId, setChosenId] = useState<number | null>(defaultSpeaker?.organizationId ?? null);
  const speaker = pick(chosenId);

  const submit = async ({ html, attachments }: EditorValue) => {
    try {
      await post.mutateAsync({
        content: html,
        feedAttachments: attachments,
        ...postKindWire.post,
        ...(speaker.organizationId !== null && { organizationId: speaker.organizationId }),
      });
      notifications.show({ color: 'teal', message: t('composer.posted') });
      return true;
    } catch (error) {
      notifyFailure(error, 'postCreate');
      return false;
    }
  };

  return (
    <section className={classes.composer} aria-label={t('composer.label')}>
      <PersonAvatar
        src={speaker.avatar}
        name={speaker.name}
        radius={speaker.organizationId === null ? 'xl' : 'md'}
        size={42}
        className={classes.composerAvatar}
      />
      <div className={classes.composerEditor}>
        {organizations.length > 0 && (
          <PostAsPicker
            speakers={[me, ...organizations]}
            value={speaker}
            onChange={(next) => setChosenId(next.organizationId)}
          />
        )}
        <LazyRichEditor
          mode="post"
          placeholder={t('composer.placeholder')}
          submitLabel={t('composer.submit')}
          onSubmit={submit}
          busy={post.isPending}
        />
      </div>
    </section>
  );
}
