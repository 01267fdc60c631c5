import { rules } from '@gamefolk/contract';
import { Alert, Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { config } from '../../lib/config';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { useCreateLoginRequestMutation, useLogoutMutation, useUserQuery } from '../../entities/account';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { useFinishSignIn } from './use-finish-sign-in';

/** The external site gets a one-time change token it can exchange, never the session token itself. */
function returnUrl(base: string, changeToken: string, userKey: string): string {
  const url = new URL(base);
  url.searchParams.set('change_token', changeToken);
  url.searchParams.set('key', userKey);
  return url.toString();
}

/** /login/{userKey}: sign in, then hand a one-time change token back to the connected app (spec section 4). */
export function OAuthLoginPage() {
  const { t } = useTranslation('auth');
  const userKey = useParams().userKey ?? '';
  const signedIn = useIsSignedIn();
  const { data: user } = useUserQuery();
  const handOff = useCreateLoginRequestMutation();
  const logout = useLogoutMutation();
  const [redirecting, setRedirecting] = useState(false);
  usePageTitle(t('oauth.title'));

  const target = config.oauthReturnUrl;
  const keyValid = rules.linkKey.safeParse(userKey).success;

  const sendBack = () =>
    handOff.mutate(undefined, {
      onSuccess: ({ change_token }) => {
        if (!target) return;
        setRedirecting(true);
        window.location.assign(returnUrl(target, change_token, userKey));
      },
    });
  const finish = useFinishSignIn(sendBack);

  const problem = !keyValid ? t('oauth.invalid') : !target ? t('oauth.notConfigured') : null;

  return (
    <AuthLayout title={t('oauth.title')} subtitle={t('oauth.subtitle')}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        )}
        {handOff.error && (
          <Alert color="red" variant="light" role="alert">
            {errorText(handOff.error)}
          </Alert>
        )}
        {redirecting ? (
          <Stack align="center" role="status">
            <Loader type="dots" />
            <Text c="dimmed">{t('oauth.redirecting')}</Text>
          </Stack>
        ) : signedIn ? (
          <>
            <Button size="md" onClick={sendBack} loading={handOff.isPending} disabled={problem !== null}>
              {t('oauth.continueAs', { username: user?.username ?? '…' })}
            </Button>
            <Divider />
            <Button variant="subtle" onClick={() => logout.mutate()}>
              {t('oauth.useOther')}
            </Button>
          </>
        ) : (
          !problem && <LoginForm onSignedIn={finish} />
        )}
      </Stack>
    </AuthLayout>
  );
}
