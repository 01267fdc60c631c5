import type { User } from '@gamefolk/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../components/errors';
import { useLoginMutation } from '../../entities/account';
import { loadModals } from './lazy-modals';
import { askSecondFactor, SecondFactorCancelled } from './second-factor';
import { useTypedBeforeApp } from './use-typed-before-app';
import { requiredValidator } from './validation';

/** Email-or-username and password; calls onSignedIn once the token is stored. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  // An account with an authenticator app is asked for its code in a dialog before it is signed in.
  const login = useLoginMutation(askSecondFactor);
  const form = useForm({
    initialValues: { login: '', password: '' },
    validate: { login: requiredValidator, password: (value) => (value ? null : requiredValidator(value)) },
  });

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeApp(formRef, form);

  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess: ({ user }) => onSignedIn(user) }));

  // The reset form (and the contract's field rules with zod) and the modals host are fetched with the tap that opens
  // it, not with /login.
  const openForgot = async () => {
    const [{ ForgotPasswordForm }, modals] = await Promise.all([import('./ForgotPasswordForm'), loadModals()]);
    modals.open({
      title: t('forgot.title'),
      children: <ForgotPasswordForm />,
      radius: 'lg',
      size: 'md',
      centered: true,
    });
  };

  return (
    // POST, so that a form sent natively (public/boot.js holds it before the app) never puts the password in the address.
    <form ref={formRef} method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && !(login.error instanceof SecondFactorCancelled) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(login.error)}
            {isApiError(login.error) && login.error.details.standingKey && (
              <Anchor
                component={Link}
                to={`/settings/standing?key=${encodeURIComponent(login.error.details.standingKey)}`}
                display="block"
                mt={6}
                size="sm"
              >
                {t('suspendedStanding')}
              </Anchor>
            )}
          </Alert>
        )}
        <TextInput
          label={t('fields.login')}
          placeholder={t('fields.loginPlaceholder')}
          name="login"
          // "webauthn": the browser may offer this site's passkeys among the field's suggestions (PasskeyButton).
          autoComplete="username webauthn"
          required
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => void openForgot()}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
