import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandSteam } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { currentLanguage } from '../../i18n/language';
import { askSecondFactor, SecondFactorCancelled } from './second-factor';
import { useFinishSignIn } from './use-finish-sign-in';
import { hasSteamAnswer, takeSteamStart, useSteamLoginMutation } from '../integrations';

/**
 * /steam-return: Steam's OpenID answer for a sign-in this tab started. The whole URL goes to loginWithSteam once
 * (with the cookie the server set when this browser asked); then /feed (a frozen account is first asked whether to
 * reopen it). Any failure says "Steam login failed. Please try again." and goes back to /login.
 */
export function SteamReturnPage() {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const login = useSteamLoginMutation(askSecondFactor);
  const started = useRef(false);
  usePageTitle(t('steam.signingIn'));

  const finish = useFinishSignIn(() => {
    notifications.show({ color: 'teal', message: t('steam.signedIn') });
    void navigate('/feed', { replace: true });
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const href = window.location.href;
    // The assertion leaves the address bar and history at once: it is single-use anyway.
    window.history.replaceState(window.history.state, '', '/steam-return');
    const fail = () => {
      void i18n.loadNamespaces('errors').then(() =>
        notifications.show({
          color: 'red',
          title: i18n.t('common:toast.whops'),
          message: i18n.t('errors:steamLoginFailed'),
        }),
      );
      void navigate('/login', { replace: true });
    };
    // Only an answer this tab went to Steam for: someone else's link signs nobody in (the server checks too).
    if (!takeSteamStart('signIn') || !hasSteamAnswer(new URL(href).search)) return fail();
    login.mutate(
      { return_url: href, user_lang: currentLanguage() },
      {
        onSuccess: ({ user }) => void finish(user),
        // Closing the second step is no failure: back to the sign-in page, quietly.
        onError: (error) =>
          error instanceof SecondFactorCancelled ? void navigate('/login', { replace: true }) : fail(),
      },
    );
  }, [finish, login, navigate]);

  return (
    <Paper radius="lg" p="xl" maw={420} mx="auto" my="xl" withBorder>
      <Stack align="center" gap="sm" role="status">
        <IconBrandSteam size={40} stroke={1.4} aria-hidden />
        <Title order={1} size="h3" ta="center">
          {t('steam.signingIn')}
        </Title>
        <Text size="sm" c="dimmed" ta="center">
          {t('steam.signingInText')}
        </Text>
        <Loader aria-label={t('steam.checking')} />
      </Stack>
    </Paper>
  );
}
