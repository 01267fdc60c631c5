import { Avatar } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useUserQuery } from '../account/hooks';
import { useManagedOrganizationsQuery } from '../organizations/hooks';
import { LazyRichEditor, type EditorValue } from './editor/LazyRichEditor';
import { usePostMutation } from './mutations';
import { PostAsPicker, type Speaker } from './PostAsPicker';
import classes from './FeedPage.module.css';

/** The box at the top of the feed: write, attach, post (as yourself, or as an organization you manage). */
export function PostComposer() {
  const { t } = useTranslation('feed');
  const { data: user } = useUserQuery();
  const managed = useManagedOrganizationsQuery();
  const post = usePostMutation();
  const [chosenId, setChosenId] = useState<number | null>(null);

  const me: Speaker = {
    organizationId: null,
    name: user?.fullname || user?.username || '',
    avatar: user?.photoUrl ?? user?.userPhotos[0]?.profile_photo ?? null,
  };
  const organizations: Speaker[] = (managed.data ?? []).map((o) => ({
    organizationId: o.id,
    name: o.name,
    avatar: o.logo_url,
  }));
  // An organization that went away (deleted, or the user no longer manages it) falls back to the user.
  const speaker = organizations.find((o) => o.organizationId === chosenId) ?? me;

  const submit = async ({ html, attachments }: EditorValue) => {
    try {
      await post.mutateAsync({
        content: html,
        feedAttachments: attachments,
        typeId: 1,
        feedTypeId: 1,
        ...(speaker.organizationId !== null && { organizationId: speaker.organizationId }),
      });
      notifications.show({ color: 'teal', message: t('composer.posted') });
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  return (
    <section className={classes.composer} aria-label={t('composer.label')}>
      <Avatar
        src={speaker.avatar}
        name={speaker.name}
        color="initials"
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
