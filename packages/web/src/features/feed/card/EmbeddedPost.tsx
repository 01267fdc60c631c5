import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedEntry } from '../cache';
import { RichContent } from '../content/RichContent';
import { PostAttachments } from './PostAttachments';
import { PostHeader } from './PostHeader';
import classes from './PostCard.module.css';

/** The post a repost shares, framed inside the repost. */
export function EmbeddedPost({ item }: { item: FeedEntry | null }) {
  const { t } = useTranslation('feed');
  if (!item || item.is_deleted) {
    return (
      <div className={classes.embedded} data-deleted>
        <Text size="sm" c="dimmed" fs="italic">
          {t('deleted.post')}
        </Text>
      </div>
    );
  }
  return (
    <div className={classes.embedded}>
      <PostHeader item={item} size="sm" />
      {item.content && <RichContent html={item.content} className={classes.body} />}
      <PostAttachments attachments={item.feedAttachments} />
    </div>
  );
}
