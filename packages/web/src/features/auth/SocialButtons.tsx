import type { User } from '@gamefolk/contract';
import { Button, Stack, useComputedColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandGoogle, IconBrandSteam } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../app/config';
import { notifyError } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { useGoogleLoginMutation } from '../account/hooks';
import { loadGoogleIdentity } from './google-identity';

/** Google's own button when a client id is configured; otherwise ours, which explains it is not configured. */
function GoogleButton({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const scheme = useComputedColorScheme('dark');
  const google = useGoogleLoginMutation();
  const slot = useRef<HTMLDivElement>(null);
  const clientId = config.googleClientId;

  useEffect(() => {
    if (!clientId || !slot.current) return;
    const element = slot.current;
    loadGoogleIdentity()
      .then((gsi) => {
        gsi.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            google.mutate(
              { credential, language: currentLanguage() },
              { onSuccess: ({ user }) => onSignedIn(user), onError: notifyError },
            ),
        });
        gsi.renderButton(element, {
          theme: scheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: element.clientWidth,
          locale: currentLanguage(),
        });
      })
      .catch(notifyError);
    // The button is drawn once per scheme; the mutation object is stable enough for its callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, scheme]);

  if (clientId) return <div ref={slot} style={{ minHeight: 44, width: '100%' }} />;
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandGoogle size={18} />}
      onClick={() => notifyError('notConfigured')}
    >
      {t('login.google')}
    </Button>
  );
}

/** Steam sign-in is wired by the integrations issue; the button is here so the screen is complete. */
function SteamButton() {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandSteam size={18} />}
      onClick={() => notifications.show({ color: 'brand', message: t('login.steamSoon') })}
    >
      {t('login.steam')}
    </Button>
  );
}

export function SocialButtons({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  return (
    <Stack gap="sm">
      <GoogleButton onSignedIn={onSignedIn} />
      <SteamButton />
    </Stack>
  );
}
