import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import { useMembersQuery } from '../hooks';
import { PersonRow } from './PersonRow';
import { RoleBadges } from './RoleBadges';

/** The members with their roles, six a page. */
export function MemberList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const members = useMembersQuery(organizationId);
  const rows = members.data?.pages.flat() ?? [];

  if (members.isPending) return <Skeleton height={120} radius="md" />;
  if (members.isError) return <Text c="dimmed">{errorText(members.error)}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('page.noMembers')}</Text>;
  return (
    <Stack gap="sm" data-testid="member-list">
      {rows.map((member) => (
        <PersonRow key={member.id} person={member}>
          <RoleBadges role={member.role} isFounder={member.isFounder} isManager={member.isManager} />
        </PersonRow>
      ))}
      {members.hasNextPage && (
        <Button variant="subtle" onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
          {t('page.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
