import { limits, rules } from '@gamefolk/contract';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../components/errors';
import { focusFirstError } from '../../components/focus-first-error';
import { currentLanguage } from '../../i18n/language';
import { useRegisterMutation } from '../../entities/account';
import { PasswordChecklist } from './PasswordChecklist';
import { useTypedBeforeApp } from './use-typed-before-app';
import { useUsernameAvailability } from './use-username-availability';
import { ruleValidator } from './validation';

const fields = ['username', 'email', 'first_name', 'last_name', 'password', 'passwordConfirm'] as const;
type Field = (typeof fields)[number];

/** Registration with the live messages of spec section 5 and the username check. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const register = useRegisterMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { username: '', email: '', first_name: '', last_name: '', password: '', passwordConfirm: '' },
    validateInputOnBlur: true,
    validate: {
      username: ruleValidator(rules.username),
      email: ruleValidator(rules.email),
      first_name: ruleValidator(rules.shortText),
      last_name: ruleValidator(rules.shortText),
      password: ruleValidator(rules.password),
      passwordConfirm: (value, values) =>
        !value ? errorText('fieldRequired') : value === values.password ? null : errorText('passwordMismatch'),
    },
    // Once a field shows an error, it re-checks on every keystroke so the message leaves as soon as it is fixed.
    onValuesChange: (values, previous) => {
      for (const field of fields) {
        if (form.errors[field] && previous[field] !== values[field]) form.validateField(field);
      }
      if (values.password !== previous.password && values.passwordConfirm) form.validateField('passwordConfirm');
    },
  });
  useTypedBeforeApp(formRef, form);
  const availability = useUsernameAvailability(form.values.username);
  const usernameError = form.errors.username ?? (availability === 'taken' ? errorText('usernameTaken') : null);

  const submit = form.onSubmit(
    (values) => {
      if (availability === 'taken') return;
      register.mutate(
        {
          ...values,
          first_name: values.first_name.trim() || undefined,
          last_name: values.last_name.trim() || undefined,
          language: currentLanguage(),
        },
        {
          onSuccess: () => onRegistered(values.email.trim()),
          onError: (error) => {
            const field = isApiError(error) ? error.field : undefined;
            if (field && (fields as readonly string[]).includes(field))
              form.setFieldError(field as Field, errorText(error));
            focusFirstError(formRef.current);
          },
        },
      );
    },
    () => focusFirstError(formRef.current),
  );

  const formError = register.error && !(isApiError(register.error) && register.error.field) ? register.error : null;

  return (
    // POST, so that a form sent natively (public/boot.js holds it before the app) never puts the password in the address.
    <form ref={formRef} method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(formError)}
          </Alert>
        )}
        <TextInput
          label={t('fields.username')}
          placeholder={t('fields.usernamePlaceholder')}
          description={t('fields.usernameHint', { min: limits.usernameMin, max: limits.usernameMax })}
          name="username"
          autoComplete="username"
          required
          maxLength={limits.usernameMax}
          {...form.getInputProps('username')}
          error={usernameError}
          rightSection={
            availability === 'checking' ? (
              <Loader size={16} />
            ) : availability === 'available' ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-5)" />
            ) : null
          }
        />
        {availability === 'available' && !usernameError && (
          <Text size="xs" c="teal" mt={-10} role="status">
            {t('fields.usernameAvailable')}
          </Text>
        )}
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.firstName')}
            description={t('fields.optional')}
            name="first_name"
            autoComplete="given-name"
            maxLength={limits.shortText}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('fields.lastName')}
            description={t('fields.optional')}
            name="last_name"
            autoComplete="family-name"
            maxLength={limits.shortText}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
          {...form.getInputProps('password')}
        />
        <PasswordChecklist password={form.values.password} />
        <PasswordInput
          label={t('fields.passwordConfirm')}
          name="passwordConfirm"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
          {...form.getInputProps('passwordConfirm')}
        />
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="register.consent"
            components={{
              terms: <Anchor component={Link} to="/terms-of-service" inherit underline="always" />,
              privacy: <Anchor component={Link} to="/privacy-policy" inherit underline="always" />,
            }}
          />
        </Text>
        <Group grow>
          <Button type="submit" size="md" loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
