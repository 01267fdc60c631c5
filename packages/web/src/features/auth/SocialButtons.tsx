import type { User } from '@gamefolk/contract';
import { Button, Divider, Stack, useComputedColorScheme } from '@mantine/core';
import { IconBrandSteam } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { useGoogleLoginMutation } from '../../entities/account';
import { useSteamRedirectMutation } from '../integrations';
import { loadGoogleIdentity } from './google-identity';
import { askSecondFactor, SecondFactorCancelled } from './second-factor';
import { useAuthProvidersQuery } from './use-auth-providers';

/** Google's own button, drawn with the client id the server is configured with. */
function GoogleButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: (user: User) => void }) {
  const scheme = useComputedColorScheme('dark');
  const google = useGoogleLoginMutation(askSecondFactor);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!slot.current) return;
    const element = slot.current;
    loadGoogleIdentity()
      .then((gsi) => {
        gsi.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            google.mutate(
              { credential, language: currentLanguage() },
              {
                onSuccess: ({ user }) => onSignedIn(user),
                onError: (error) => error instanceof SecondFactorCancelled || notifyError(error),
              },
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

  return <div ref={slot} style={{ minHeight: 44, width: '100%' }} data-testid="google-button" />;
}

/** Steam sign-in: Steam's OpenID page, coming back to /steam-return (features/integrations/SteamReturnPage). */
function SteamButton() {
  const { t } = useTranslation('auth');
  const redirect = useSteamRedirectMutation();
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandSteam size={18} />}
      loading={redirect.isPending}
      onClick={() => redirect.mutate('/steam-return', { onError: notifyError })}
    >
      {t('login.steam')}
    </Button>
  );
}

/** The providers this server is configured for, under an "or" divider; nothing at all when there are none. */
export function SocialButtons({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const { data } = useAuthProvidersQuery();
  if (!data || (!data.googleClientId && !data.steam)) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Stack gap="sm">
        {data.googleClientId && <GoogleButton clientId={data.googleClientId} onSignedIn={onSignedIn} />}
        {data.steam && <SteamButton />}
      </Stack>
    </>
  );
}
