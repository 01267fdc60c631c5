import { rules } from '@gamefolk/contract';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { usePasswordResetRequestMutation } from '../../entities/account';
import { ruleValidator } from './validation';

/** Asks for a reset link; the answer never reveals whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = usePasswordResetRequestMutation();
  const form = useForm({ initialValues: { email: '' }, validate: { email: ruleValidator(rules.email) } });

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {t('forgot.sent', { email: form.values.email.trim() })}
      </Alert>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => request.mutate({ email: values.email }))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('forgot.text')}
        </Text>
        {request.error && (
          <Alert color="red" variant="light" role="alert">
            {errorText(request.error)}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
