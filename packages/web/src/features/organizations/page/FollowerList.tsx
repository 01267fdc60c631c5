import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import { useFollowersQuery } from '../hooks';
import { PersonRow } from './PersonRow';

export function FollowerList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const followers = useFollowersQuery(organizationId);
  const rows = followers.data?.pages.flat() ?? [];

  if (followers.isPending) return <Skeleton height={120} radius="md" />;
  if (followers.isError) return <Text c="dimmed">{errorText(followers.error)}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('page.noFollowers')}</Text>;
  return (
    <Stack gap="sm">
      {rows.map((person) => (
        <PersonRow key={person.id} person={person} />
      ))}
      {followers.hasNextPage && (
        <Button variant="subtle" onClick={() => void followers.fetchNextPage()} loading={followers.isFetchingNextPage}>
          {t('page.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
