import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(t('register.title'));
  // The result replaces a long form: it is read from the top of the page, not from where the button was.
  useEffect(() => {
    if (sentTo) window.scrollTo({ top: 0 });
  }, [sentTo]);

  if (sentTo) {
    return (
      <AuthLayout title={t('register.doneTitle')}>
        <Stack gap="md" mt="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMailForward size={28} />
          </ThemeIcon>
          <Text>{t('register.doneText', { email: sentTo })}</Text>
          <Text size="sm" c="dimmed">
            {t('register.doneHint')}
          </Text>
          <Button component={Link} to="/login" size="md">
            {t('register.goToLogin')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <Stack gap="lg">
        <RegisterForm onRegistered={setSentTo} />
        <Text ta="center" size="sm" c="dimmed">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('register.login')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
