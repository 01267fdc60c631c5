import { postKindOf, type FeedItem } from '@gamefolk/contract';
import { Button, Center, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle, IconMessageReply, IconRepeat, IconShare3 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { RichContent } from '../content/RichContent';
import { LazyRichEditor, type EditorValue } from '../editor/LazyRichEditor';
import { useEditMutation } from '../mutations';
import { EmbeddedPost } from './EmbeddedPost';
import { HitButton } from './HitButton';
import { useHoverTooltip } from './hover-tooltip';
import { openLoginPrompt } from './login-prompt';
import { speakerName } from './paths';
import { PostAttachments } from './PostAttachments';
import { PostHeader } from './PostHeader';
import { PostMenu } from './PostMenu';
import { RepostButton } from './RepostButton';
import { copyShareLink } from './share';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

// The comments (their composer, items and replies) come with the first thread opened: a visitor on a shared post,
// who is asked to log in instead, never loads them.
const CommentThread = lazy(() => import('../comments/CommentThread').then((m) => ({ default: m.CommentThread })));

interface PostCardProps {
  item: FeedItem;
  /** The post page and the shared page open the thread at once. */
  initiallyOpen?: boolean;
}

/** One post, repost or shared comment with its actions and, when opened, its comments. */
export function PostCard({ item, initiallyOpen = false }: PostCardProps) {
  const { t } = useTranslation('feed');
  const { signedIn } = useViewer();
  const [commentsOpen, setCommentsOpen] = useState(initiallyOpen && signedIn);
  const [editing, setEditing] = useState(false);
  const edit = useEditMutation();
  const kind = postKindOf(item);
  const isRepost = kind === 'repost';
  const isComment = kind === 'comment';
  const author = speakerName(item) ?? t('unknownUser');
  // A plain repost (no words, no files of its own) stands for its original: its hits and comments are the
  // original's, as the server counts them (services/posting/posting.ts, standsForOriginal).
  const original = isRepost && !item.content && item.feedAttachments.length === 0 ? item.relatedFeed : null;
  const subject = original && !original.is_deleted ? original : item;
  const shareHint = useHoverTooltip<HTMLButtonElement>(t('share.copy'));

  const save = async ({ html, attachments }: EditorValue) => {
    try {
      await edit.mutateAsync({ feedId: item.id, content: html, feedAttachments: attachments });
      notifications.show({ color: 'teal', message: t('edit.saved') });
      setEditing(false);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const toggleComments = () => {
    if (!signedIn) return openLoginPrompt('comment');
    setCommentsOpen((open) => !open);
  };

  return (
    <article className={classes.card} aria-label={t('card.label', { name: author })} data-post-share={item.share}>
      {(isRepost || isComment) && (
        <Text size="xs" c="dimmed" fw={600} className={classes.kicker}>
          {isRepost ? <IconRepeat size={14} /> : <IconMessageReply size={14} />}
          {isRepost ? t('card.reposted', { name: author }) : t('card.comment')}
        </Text>
      )}
      <PostHeader
        item={item}
        menu={<PostMenu item={item} onEdit={isRepost && !item.content ? null : () => setEditing(true)} />}
      />
      <div className={classes.main}>
        {item.is_deleted ? (
          <Text c="dimmed" fs="italic">
            {isComment ? t('deleted.comment') : t('deleted.post')}
          </Text>
        ) : editing ? (
          <LazyRichEditor
            mode="post"
            defaultValue={item.content}
            defaultAttachments={item.feedAttachments}
            placeholder={t('composer.placeholder')}
            submitLabel={t('edit.save')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            busy={edit.isPending}
            autoFocus
          />
        ) : (
          <>
            {item.content && <RichContent html={item.content} />}
            <PostAttachments attachments={item.feedAttachments} />
          </>
        )}
        {isRepost && <EmbeddedPost item={item.relatedFeed} />}
        <div className={classes.actions}>
          <HitButton item={subject} />
          <Button
            variant="subtle"
            color={commentsOpen ? undefined : 'gray'}
            size="compact-sm"
            leftSection={<IconMessageCircle size={18} />}
            onClick={toggleComments}
            aria-expanded={commentsOpen}
            aria-label={t('comments.toggle', { count: subject.commentCount })}
            className={classes.actionButton}
          >
            {subject.commentCount}
          </Button>
          {!isComment && !item.is_deleted && <RepostButton item={item} />}
          <Button
            {...shareHint.props}
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => void copyShareLink(item)}
            aria-label={t('share.copy')}
            className={`${classes.actionButton} ${classes.share}`}
          >
            <IconShare3 size={18} />
          </Button>
          {shareHint.tooltip}
        </div>
      </div>
      {commentsOpen && (
        <div className={classes.comments}>
          <Suspense
            fallback={
              <Center py="sm">
                <Loader size="sm" type="dots" />
              </Center>
            }
          >
            <CommentThread parent={subject} depth={0} />
          </Suspense>
        </div>
      )}
    </article>
  );
}
