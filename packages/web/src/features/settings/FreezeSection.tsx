import { limits } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { useEndLocalSession, useFreezeAccountMutation } from './hooks';
import { SettingRow } from '../../components/SettingsCard';

/** Confirm, freeze (hidden at once, every session ends), then leave for /. */
export function FreezeSection() {
  const { t } = useTranslation('settings');
  const freeze = useFreezeAccountMutation();
  const endSession = useEndLocalSession();
  const days = limits.accountGraceDays;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('freeze.confirmTitle'),
      children: t('freeze.confirmText', { days }),
      labels: { confirm: t('freeze.confirm'), cancel: t('freeze.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        freeze.mutate(undefined, {
          onSuccess: () => {
            notifications.show({ color: 'blue', message: t('freeze.done', { days }) });
            endSession();
          },
          onError: notifyError,
        }),
    });

  return (
    <SettingRow
      icon={<IconSnowflake size={22} stroke={1.6} />}
      label={t('freeze.title')}
      text={t('freeze.text', { days })}
      action={
        <Button variant="outline" color="red" onClick={confirm} loading={freeze.isPending}>
          {t('freeze.button')}
        </Button>
      }
    />
  );
}
