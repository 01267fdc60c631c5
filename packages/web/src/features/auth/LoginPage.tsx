import type { User } from '@gamefolk/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { PasskeyButton } from './PasskeyButton';
import { SocialButtons } from './SocialButtons';
import { useFinishSignIn } from './use-finish-sign-in';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  usePageTitle(t('login.submit'));

  // Spec section 4: after login the user goes to /feed.
  const finish = useFinishSignIn((_user: User) => {
    notifications.show({ color: 'teal', message: t('login.success') });
    void navigate('/feed', { replace: true });
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack gap="lg">
        <LoginForm onSignedIn={finish} />
        <PasskeyButton onSignedIn={finish} />
        <SocialButtons onSignedIn={finish} />
        <Text ta="center" size="sm" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
