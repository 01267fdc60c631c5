import { limits, type Organization } from '@gamefolk/contract';
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../../api/client';
import { notifyError } from '../../../components/errors';
import { useSetRoleMutation } from '../mutations';
import { PersonRow } from '../page/PersonRow';
import { RoleBadges } from '../page/RoleBadges';

export type Member = Output<'organizationUsersDetail'>[number];

/** One member's role text and admin flag, or their removal (confirmed in place). */
export function MemberEditor({ organization, member }: { organization: Organization; member: Member }) {
  const { t } = useTranslation('organizations');
  const [role, setRole] = useState(member.role ?? '');
  const [isManager, setIsManager] = useState(member.isManager);
  const [removing, setRemoving] = useState(false);
  const setRoleMutation = useSetRoleMutation();
  const name = member.fullname || member.username;
  const dirty = role.trim() !== (member.role ?? '') || isManager !== member.isManager;
  // Only the founder changes their own place, and only through a transfer.
  const locked = member.isFounder;

  const save = () =>
    setRoleMutation.mutate(
      { organizationId: organization.id, userIds: [member.id], role: role.trim() || null, isManager, isMember: true },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('members.updated', { name }) }),
        onError: notifyError,
      },
    );
  const remove = () =>
    setRoleMutation.mutate(
      { organizationId: organization.id, userIds: [member.id], isMember: false },
      {
        onSuccess: () => notifications.show({ color: 'gray', message: t('members.removed', { name }) }),
        onError: notifyError,
      },
    );

  return (
    <Paper withBorder radius="md" p="sm" aria-label={t('members.editMember', { name })} component="section">
      <Stack gap="xs">
        <PersonRow person={member}>
          <RoleBadges role={member.role} isFounder={member.isFounder} isManager={member.isManager} />
        </PersonRow>
        {locked ? (
          <Text size="xs" c="dimmed">
            {t('members.founderLocked')}
          </Text>
        ) : (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('members.role')}
              placeholder={t('members.rolePlaceholder')}
              maxLength={limits.shortText}
              value={role}
              onChange={(event) => setRole(event.currentTarget.value)}
              style={{ flex: '1 1 180px' }}
              size="xs"
            />
            <Switch
              label={t('members.isAdmin')}
              checked={isManager}
              onChange={(event) => setIsManager(event.currentTarget.checked)}
              mb={6}
            />
            <Group gap="xs" ml="auto">
              {removing ? (
                <>
                  <Text size="xs" fw={600}>
                    {t('members.removeConfirm', { name })}
                  </Text>
                  <Button size="xs" variant="default" onClick={() => setRemoving(false)}>
                    {t('danger.cancel')}
                  </Button>
                  <Button size="xs" color="red" loading={setRoleMutation.isPending} onClick={remove}>
                    {t('members.remove')}
                  </Button>
                </>
              ) : (
                <>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(true)}>
                    {t('members.remove')}
                  </Button>
                  <Button size="xs" disabled={!dirty} loading={setRoleMutation.isPending} onClick={save}>
                    {t('members.saveRole')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
