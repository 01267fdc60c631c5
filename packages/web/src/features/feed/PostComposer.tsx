import { Avatar } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useUserQuery } from '../account/hooks';
import { LazyRichEditor, type EditorValue } from './editor/LazyRichEditor';
import { usePostMutation } from './mutations';
import classes from './FeedPage.module.css';

/** The box at the top of the feed: write, attach, post. */
export function PostComposer() {
  const { t } = useTranslation('feed');
  const { data: user } = useUserQuery();
  const post = usePostMutation();

  const submit = async ({ html, attachments }: EditorValue) => {
    try {
      await post.mutateAsync({ content: html, feedAttachments: attachments, typeId: 1, feedTypeId: 1 });
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
        src={user?.photoUrl ?? user?.userPhotos[0]?.profile_photo}
        name={user?.fullname}
        color="initials"
        radius="xl"
        size={42}
        className={classes.composerAvatar}
      />
      <div className={classes.composerEditor}>
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
