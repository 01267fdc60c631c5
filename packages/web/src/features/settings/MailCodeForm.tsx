import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconClockExclamation } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText, notifyError } from '../../components/errors';
import { showFormError } from '../../components/form-errors';
import { useAddMailMutation, useMailCodeRequestMutation } from './hooks';
import { useExpired } from './use-expired';

interface Props {
  currentEmail: string | null;
  newMail: string;
  expiresAt: string;
  onResent: (expiresAt: string) => void;
  onOtherAddress: () => void;
  onDone: () => void;
}

/** Step two: the mailed code and the new address go to addMail; an expired code can be sent again. */
export function MailCodeForm({ currentEmail, newMail, expiresAt, onResent, onOtherAddress, onDone }: Props) {
  const { t } = useTranslation('settings');
  const confirm = useAddMailMutation();
  const resend = useMailCodeRequestMutation(currentEmail !== null);
  const expired = useExpired(expiresAt);
  const form = useForm({
    initialValues: { token: '' },
    validate: { token: (value) => (/^\d{6}$/.test(value.trim()) ? null : errorText('codeInvalid')) },
  });

  const submit = form.onSubmit(({ token }) =>
    confirm.mutate(
      { token: token.trim(), new_mail: newMail },
      {
        onSuccess: ({ email }) => {
          notifications.show({ color: 'teal', message: t('mail.changed', { email }) });
          onDone();
        },
        onError: (error) => showFormError(error, (field, message) => form.setFieldError(field, message), ['token']),
      },
    ),
  );

  // Cleared when a new code is asked for, not when it arrives: a code typed meanwhile stays.
  const sendAgain = () => {
    form.reset();
    resend.mutate(newMail, {
      onSuccess: ({ expires_at }) => {
        onResent(expires_at);
        notifications.show({ color: 'teal', message: t('mail.resent') });
      },
      onError: notifyError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {currentEmail
            ? t('mail.codeSentChange', { email: currentEmail, newMail })
            : t('mail.codeSentAdd', { newMail })}
        </Text>
        {expired ? (
          <Alert color="yellow" variant="light" icon={<IconClockExclamation size={18} />} role="alert">
            {t('mail.expired')}
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">
            {t('mail.expiresAt', { time: dayjs(expiresAt).format('HH:mm') })}
          </Text>
        )}
        <TextInput
          label={t('mail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          data-autofocus
          disabled={expired}
          {...form.getInputProps('token')}
        />
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            <Anchor component="button" type="button" size="sm" onClick={sendAgain} disabled={resend.isPending}>
              {t('mail.resend')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onOtherAddress}>
              {t('mail.otherAddress')}
            </Anchor>
          </Group>
          <Button type="submit" loading={confirm.isPending} disabled={expired}>
            {t('mail.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
