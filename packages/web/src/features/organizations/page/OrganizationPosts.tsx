import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import { PostCard } from '../../feed';
import { flattenPages } from '../../feed';
import { useOrganizationFeedQuery } from '../hooks';

/** getFeed({organizationId}), five posts a page, in the feed's own cards. */
export function OrganizationPosts({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const feed = useOrganizationFeedQuery(organizationId);
  const items = flattenPages(feed.data?.pages);

  if (feed.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    );
  }
  if (feed.isError) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed">{errorText(feed.error)}</Text>
        <Button variant="light" onClick={() => void feed.refetch()}>
          {t('page.retry')}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('page.noPosts')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {items.map((item) => (
        <PostCard key={item.id} item={item} />
      ))}
      {feed.hasNextPage && (
        <Center>
          {feed.isFetchingNextPage ? (
            <Loader type="dots" />
          ) : (
            <Button variant="subtle" onClick={() => void feed.fetchNextPage()}>
              {t('page.loadMore')}
            </Button>
          )}
        </Center>
      )}
    </Stack>
  );
}
