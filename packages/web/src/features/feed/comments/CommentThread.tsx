import { commentPageSize } from '@gamefolk/contract';
import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import type { FeedEntry } from '../cache';
import { flattenPages, useCommentsQuery } from '../hooks';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import classes from './Comments.module.css';

/** The comments of a post (depth 0, with a composer on top) or the replies of a comment. */
export function CommentThread({ parent, depth }: { parent: FeedEntry; depth: number }) {
  const { t } = useTranslation('feed');
  const comments = useCommentsQuery(parent.id);
  const list = flattenPages(comments.data?.pages);
  // Paging stops when fewer than 2 rows come back (spec); a page shorter than the server's page size is
  // the last one too, so the button is not offered for a page that would surely come back empty.
  const lastPage = comments.data?.pages.at(-1) ?? [];
  const more = comments.hasNextPage && lastPage.length >= commentPageSize && list.length < parent.commentCount;

  return (
    <div className={classes.thread} data-depth={Math.min(depth, 2)}>
      {depth === 0 && !parent.is_deleted && <CommentComposer mode={{ kind: 'new', relatedFeedId: parent.id }} />}
      {comments.isPending ? (
        <Center py="sm">
          <Loader size="sm" type="dots" />
        </Center>
      ) : comments.isError ? (
        <Text size="sm" c="red">
          {errorText(comments.error)}
        </Text>
      ) : (
        list.length === 0 &&
        depth === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="xs">
            {t('comments.empty')}
          </Text>
        )
      )}
      {list.map((comment) => (
        <CommentItem key={comment.id} comment={comment} depth={depth} />
      ))}
      {more && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
          className={classes.more}
        >
          {depth === 0 ? t('comments.more') : t('comments.moreReplies')}
        </Button>
      )}
    </div>
  );
}
