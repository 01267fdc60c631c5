import type { Organization } from '@gamefolk/contract';
import { Alert, Button, Divider, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeDrawer } from '../../../lib/drawer-store';
import { notifyError } from '../../../components/errors';
import { useMembersQuery } from '../hooks';
import { useDeleteOrganizationMutation, useTransferOrganizationMutation } from '../mutations';

/** Transfer is irreversible, so it is confirmed twice: a warning, then the organization's name typed out. */
type TransferStep = { step: 'pick' } | { step: 'warn'; userId: number } | { step: 'confirm'; userId: number };

export function FounderPanel({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const members = useMembersQuery(organization.id);
  const transfer = useTransferOrganizationMutation();
  const remove = useDeleteOrganizationMutation();
  const [selected, setSelected] = useState<string | null>(null);
  const [state, setState] = useState<TransferStep>({ step: 'pick' });
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);

  const candidates = (members.data?.pages.flat() ?? [])
    .filter((member) => !member.isFounder)
    .map((member) => ({ value: String(member.id), label: member.fullname || `@${member.username}` }));
  const chosen = state.step === 'pick' ? null : candidates.find((c) => c.value === String(state.userId));

  const doTransfer = (userId: number) =>
    transfer.mutate(
      { organizationId: organization.id, userId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('danger.transferred', { user: chosen?.label ?? '' }) });
          closeDrawer();
        },
        onError: notifyError,
      },
    );

  const doDelete = () =>
    remove.mutate(organization.id, {
      onSuccess: () => {
        notifications.show({ color: 'gray', message: t('danger.deleted') });
        closeDrawer();
        void navigate('/feed', { replace: true });
      },
      onError: notifyError,
    });

  const reset = () => {
    setState({ step: 'pick' });
    setTyped('');
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('danger.transferTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('danger.transferText')}
        </Text>
        {state.step === 'pick' && (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('danger.transferTo')}
              placeholder={t('danger.transferPlaceholder')}
              data={candidates}
              value={selected}
              onChange={setSelected}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              variant="light"
              color="orange"
              disabled={!selected}
              onClick={() => selected && setState({ step: 'warn', userId: Number(selected) })}
            >
              {t('danger.transfer')}
            </Button>
          </Group>
        )}
        {state.step !== 'pick' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('danger.transferConfirmTitle')}
          >
            <Stack gap="sm">
              <Text size="sm">
                {t('danger.transferConfirmText', { user: chosen?.label ?? '', name: organization.name })}
              </Text>
              {state.step === 'confirm' && (
                <TextInput
                  label={t('danger.typeName', { name: organization.name })}
                  value={typed}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  data-autofocus
                />
              )}
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={reset} disabled={transfer.isPending}>
                  {t('danger.cancel')}
                </Button>
                {state.step === 'warn' ? (
                  <Button color="orange" size="xs" onClick={() => setState({ step: 'confirm', userId: state.userId })}>
                    {t('danger.transfer')}
                  </Button>
                ) : (
                  <Button
                    color="red"
                    size="xs"
                    disabled={typed.trim() !== organization.name}
                    loading={transfer.isPending}
                    onClick={() => doTransfer(state.userId)}
                  >
                    {t('danger.transferConfirm')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h5" c="red">
          {t('danger.deleteTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('danger.deleteText')}
        </Text>
        <Group gap="xs">
          {deleting ? (
            <>
              <Button variant="default" onClick={() => setDeleting(false)} disabled={remove.isPending}>
                {t('danger.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={doDelete}>
                {t('danger.deleteConfirm')}
              </Button>
            </>
          ) : (
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              {t('danger.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
