import { limits } from '@gamefolk/contract';
import { Alert, Anchor, Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, notifyError } from '../../components/errors';
import { showFormError } from '../../components/form-errors';
import { useUserQuery } from '../../entities/account';
import { useDeleteAccountMutation, useDeleteAccountRequestMutation, useEndLocalSession } from './hooks';
import { SettingRow } from '../../components/SettingsCard';
import classes from './SettingsPage.module.css';

type DeleteFlow = { step: 'closed' } | { step: 'code'; sentTo: string };

/** deleteAccountRequest mails a code; deleteAccount(code) hides the account and schedules the purge. */
export function DeleteSection() {
  const { t } = useTranslation('settings');
  const { data: user } = useUserQuery();
  const [flow, setFlow] = useState<DeleteFlow>({ step: 'closed' });
  const request = useDeleteAccountRequestMutation();
  const remove = useDeleteAccountMutation();
  const endSession = useEndLocalSession();
  const days = limits.accountGraceDays;
  const email = user?.email ?? null;
  const form = useForm({
    initialValues: { token: '' },
    validate: { token: (value) => (/^\d{6}$/.test(value.trim()) ? null : errorText('codeInvalid')) },
  });

  // The old code is cleared when a new one is asked for, not when it arrives: a code typed meanwhile stays.
  const sendCode = () => {
    form.reset();
    request.mutate(undefined, {
      onSuccess: () => setFlow({ step: 'code', sentTo: email ?? '' }),
      onError: notifyError,
    });
  };

  const submit = form.onSubmit(({ token }) =>
    remove.mutate(token.trim(), {
      onSuccess: ({ purge_after }) => {
        notifications.show({
          color: 'blue',
          autoClose: 10_000,
          message: t('delete.done', { date: dayjs(purge_after).format('DD.MM.YYYY') }),
        });
        endSession();
      },
      onError: (error) => showFormError(error, (field, message) => form.setFieldError(field, message), ['token']),
    }),
  );

  return (
    <SettingRow
      icon={<IconTrash size={22} stroke={1.6} />}
      label={t('delete.title')}
      text={email ? t('delete.text', { days }) : t('delete.noEmail')}
      action={
        flow.step === 'closed' && (
          <Button color="red" onClick={sendCode} loading={request.isPending} disabled={!email}>
            {t('delete.button')}
          </Button>
        )
      }
    >
      <Collapse expanded={flow.step === 'code'}>
        <form onSubmit={submit} noValidate className={classes.panel}>
          <Stack gap="sm">
            <Text size="sm">{t('delete.codeSent', { email: flow.step === 'code' ? flow.sentTo : '' })}</Text>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('delete.warning', { days })}
            </Alert>
            <TextInput
              label={t('delete.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              {...form.getInputProps('token')}
            />
            <Group justify="space-between" gap="sm">
              <Anchor component="button" type="button" size="sm" onClick={sendCode} disabled={request.isPending}>
                {t('delete.resend')}
              </Anchor>
              <Group gap="sm">
                <Button variant="default" onClick={() => setFlow({ step: 'closed' })} disabled={remove.isPending}>
                  {t('delete.cancel')}
                </Button>
                <Button type="submit" color="red" loading={remove.isPending}>
                  {t('delete.confirm')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </SettingRow>
  );
}
