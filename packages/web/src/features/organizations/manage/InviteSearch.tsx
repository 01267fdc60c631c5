import { limits, type Organization, resultKindOf } from '@gamefolk/contract';
import { Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useSearchQuery } from '../../graph';
import { useMembersQuery } from '../hooks';
import { useInviteMutation } from '../mutations';
import { PersonRow } from '../page/PersonRow';

const minSearch = 4;

/** searchUser (people only), then inviteToOrganization with an optional role text. */
export function InviteSearch({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [name] = useDebouncedValue(text.trim(), 350);
  const searchable = [...name].length >= minSearch;
  const search = useSearchQuery(name, searchable);
  const invite = useInviteMutation();
  const members = useMembersQuery(organization.id);
  const invited = useMembersQuery(organization.id, true);
  // People already in, or already asked, are not offered again.
  const taken = new Set(
    [...(members.data?.pages.flat() ?? []), ...(invited.data?.pages.flat() ?? [])].map((m) => m.id),
  );
  const people = searchable
    ? (search.data ?? []).filter((result) => resultKindOf(result) === 'user' && !taken.has(result.id))
    : [];

  const send = (userId: number, person: string) =>
    invite.mutate(
      { organizationId: organization.id, userIds: [userId], role: role.trim() || null },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('members.invited', { name: person }) }),
        onError: notifyError,
      },
    );

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('members.inviteTitle')}
      </Title>
      <TextInput
        label={t('members.searchLabel')}
        placeholder={t('members.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching ? <Loader size={14} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <TextInput
        label={t('members.inviteRole')}
        placeholder={t('members.inviteRolePlaceholder')}
        maxLength={limits.shortText}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value)}
      />
      {searchable && search.data && people.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('members.noResults')}
        </Text>
      )}
      {people.map((person) => (
        <PersonRow key={person.id} person={person}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={14} />}
            aria-label={t('members.inviteUser', { name: person.fullname || person.username })}
            loading={invite.isPending && invite.variables.userIds[0] === person.id}
            onClick={() => send(person.id, person.fullname || person.username)}
          >
            {t('members.invite')}
          </Button>
        </PersonRow>
      ))}
    </Stack>
  );
}
