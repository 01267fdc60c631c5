import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { PostCard } from './card/PostCard';
import { flattenPages, useFeedQuery, type FeedListParams } from './hooks';
import classes from './FeedPage.module.css';

function CardSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden>
      <Skeleton circle height={42} />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={12} width="35%" radius="xl" />
        <Skeleton height={10} width="20%" radius="xl" />
        <Skeleton height={12} mt={8} radius="xl" />
        <Skeleton height={12} width="80%" radius="xl" />
      </Stack>
    </div>
  );
}

/** Posts, five a page, the next page loading as the end of the list scrolls into view. */
export function FeedList({ params, empty }: { params: FeedListParams; empty: ReactNode }) {
  const { t } = useTranslation('feed');
  const feed = useFeedQuery(params);
  const items = flattenPages(feed.data?.pages);
  const { ref, entry } = useIntersection({ rootMargin: '600px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </Stack>
    );
  }
  if (feed.isError) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed">{errorText(feed.error)}</Text>
        <Button variant="light" onClick={() => void feed.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  return (
    <div className={classes.list}>
      {items.map((item) => (
        <PostCard key={item.id} item={item} />
      ))}
      <div ref={ref} className={classes.sentinel}>
        {isFetchingNextPage && (
          <Center py="md">
            <Loader type="dots" />
          </Center>
        )}
        {!hasNextPage && items.length > 3 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('end')}
          </Text>
        )}
      </div>
    </div>
  );
}
