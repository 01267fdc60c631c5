import type { Organization } from '@gamefolk/contract';
import { Button, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMembersQuery } from '../hooks';
import { PersonRow } from '../page/PersonRow';
import { InviteSearch } from './InviteSearch';
import { MemberEditor } from './MemberEditor';

/** Invite, see who has not answered yet, and set each member's role, admin flag or removal. */
export function MembersManager({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const members = useMembersQuery(organization.id);
  const invited = useMembersQuery(organization.id, true);
  const rows = members.data?.pages.flat() ?? [];
  const pending = invited.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg">
      <InviteSearch organization={organization} />
      {pending.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('members.pending')}
          </Title>
          {pending.map((person) => (
            <PersonRow key={person.id} person={person}>
              {person.role && (
                <Text size="xs" c="dimmed">
                  {person.role}
                </Text>
              )}
            </PersonRow>
          ))}
        </Stack>
      )}
      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('members.current')}
        </Title>
        {members.isPending && <Skeleton height={120} radius="md" />}
        {rows.map((member) => (
          <MemberEditor
            key={`${member.id}-${member.role ?? ''}-${member.isManager}`}
            organization={organization}
            member={member}
          />
        ))}
        {members.hasNextPage && (
          <Button variant="subtle" onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
            {t('page.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
