import type { FeedItem } from '@gamefolk/contract';
import { Button, Text } from '@mantine/core';
import { IconCornerDownRight, IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HitButton } from '../card/HitButton';
import { PostAttachments } from '../card/PostAttachments';
import { PostHeader } from '../card/PostHeader';
import { PostMenu } from '../card/PostMenu';
import { RichContent } from '../content/RichContent';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';
import classes from './Comments.module.css';

/**
 * A comment or reply: its text, hit, reply and replies toggle; a deleted one keeps its replies readable, a muted one
 * is folded.
 */
export function CommentItem({ comment, depth }: { comment: FeedItem; depth: number }) {
  const { t } = useTranslation('feed');
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [repliesOpen, setRepliesOpen] = useState(false);
  const replyTo = comment.user?.username ?? t('unknownUser');
  const [unfolded, setUnfolded] = useState(false);

  // A comment the viewer muted (its author, or a muted word) stays folded until they open it.
  if (comment.muted && !unfolded) {
    return (
      <div className={classes.comment} data-testid="muted-comment">
        <Text size="sm" c="dimmed" fs="italic" component="span">
          {t('muted.comment')}
        </Text>{' '}
        <Button variant="subtle" size="compact-xs" onClick={() => setUnfolded(true)}>
          {t('muted.show')}
        </Button>
      </div>
    );
  }

  return (
    <div className={classes.comment}>
      <PostHeader item={comment} size="sm" menu={<PostMenu item={comment} onEdit={() => setMode('edit')} />} />
      <div className={classes.body}>
        {comment.is_deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('deleted.comment')}
          </Text>
        ) : mode === 'edit' ? (
          <CommentComposer mode={{ kind: 'edit', comment }} onDone={() => setMode('read')} autoFocus />
        ) : (
          <>
            {comment.content && <RichContent html={comment.content} className={classes.content} />}
            <PostAttachments attachments={comment.feedAttachments} />
          </>
        )}
        <div className={classes.actions}>
          <HitButton item={comment} size="xs" />
          {!comment.is_deleted && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconMessageReply size={15} />}
              onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
            >
              {t('comments.reply')}
            </Button>
          )}
          {comment.commentCount > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconCornerDownRight size={15} />}
              onClick={() => setRepliesOpen((open) => !open)}
              aria-expanded={repliesOpen}
            >
              {repliesOpen ? t('comments.hideReplies') : t('comments.showReplies', { count: comment.commentCount })}
            </Button>
          )}
        </div>
        {mode === 'reply' && (
          <CommentComposer
            mode={{ kind: 'reply', relatedFeedId: comment.id, replyTo }}
            onDone={() => {
              setMode('read');
              setRepliesOpen(true);
            }}
            autoFocus
          />
        )}
        {repliesOpen && <CommentThread parent={comment} depth={depth + 1} />}
      </div>
    </div>
  );
}
