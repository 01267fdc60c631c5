import { rules } from '@gamefolk/contract';
import { Alert, Button, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { useChangePasswordMutation } from '../../entities/account';
import { AuthLayout } from './AuthLayout';
import { PasswordChecklist } from './PasswordChecklist';
import { ruleValidator } from './validation';

/** /reset-password/{userKey}: the mailed key is the change token. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const changeToken = useParams().userKey ?? '';
  const change = useChangePasswordMutation();
  const form = useForm({
    initialValues: { new_password: '', passwordConfirm: '' },
    validateInputOnBlur: true,
    validate: {
      new_password: ruleValidator(rules.password),
      passwordConfirm: (value, values) =>
        !value ? errorText('fieldRequired') : value === values.new_password ? null : errorText('passwordMismatch'),
    },
  });
  usePageTitle(t('reset.title'));

  if (change.isSuccess) {
    return (
      <AuthLayout title={t('reset.doneTitle')}>
        <Stack gap="md" mt="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <Text>{t('reset.doneText')}</Text>
          <Button component={Link} to="/login" size="md">
            {t('reset.login')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={form.onSubmit((values) => change.mutate({ ...values, change_token: changeToken }))} noValidate>
        <Stack gap="md">
          {change.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorText(change.error)}
            </Alert>
          )}
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
            {...form.getInputProps('new_password')}
          />
          <PasswordChecklist password={form.values.new_password} />
          <PasswordInput
            label={t('fields.passwordConfirm')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
            {...form.getInputProps('passwordConfirm')}
          />
          <Button type="submit" size="md" loading={change.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
