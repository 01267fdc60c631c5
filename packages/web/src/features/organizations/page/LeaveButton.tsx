import type { Organization } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { ConfirmModal } from '../../graph';
import { useLeaveOrganizationMutation } from '../mutations';

/** Members (not the founder, who must transfer first) leave after a confirmation. */
export function LeaveButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveOrganizationMutation();
  const confirm = () =>
    leave.mutate(organization.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: t('page.left') });
      },
      onError: notifyError,
    });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconDoorExit size={16} />} onClick={() => setConfirming(true)}>
        {t('page.leave')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('page.leaveTitle', { name: organization.name })}
        text={t('page.leaveText')}
        confirmLabel={t('page.leave')}
        loading={leave.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
