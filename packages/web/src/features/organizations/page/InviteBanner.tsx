import type { Organization } from '@gamefolk/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useAnswerInviteMutation } from '../mutations';

/** Shown to a user the organization invited: answerOrganizationInvite, accept or decline. */
export function InviteBanner({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const answer = useAnswerInviteMutation();
  const role = organization.me?.role;
  const reply = (accept: boolean) =>
    answer.mutate(
      { organizationId: organization.id, accept },
      {
        onSuccess: () =>
          notifications.show({
            color: accept ? 'green' : 'gray',
            message: t(accept ? 'invite.accepted' : 'invite.declined'),
          }),
        onError: notifyError,
      },
    );
  const pending = answer.isPending ? answer.variables.accept : null;
  return (
    <Alert variant="light" radius="lg" icon={<IconMailOpened size={20} />} data-testid="invite-banner">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {role
            ? t('invite.bannerWithRole', { name: organization.name, role })
            : t('invite.banner', { name: organization.name })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={pending === false}
            disabled={pending === true}
            onClick={() => reply(false)}
          >
            {t('invite.decline')}
          </Button>
          <Button size="xs" loading={pending === true} disabled={pending === false} onClick={() => reply(true)}>
            {t('invite.accept')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
