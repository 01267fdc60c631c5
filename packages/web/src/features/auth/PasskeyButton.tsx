import type { User } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { usePasskeyLoginMutation } from '../../entities/account';
import { useHydrated } from '../../lib/use-hydrated';
import { isPasskeyCancelled, supportsPasskeys } from '../../lib/webauthn';

/** "Sign in with a passkey" on the sign-in page; nothing where the browser has no passkeys. */
export function PasskeyButton({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const login = usePasskeyLoginMutation();
  // Drawn once the app has taken over the server's form: the server cannot know the browser, and a button hydration
  // did not expect would make React redraw the whole form, losing the field a player tapped (cold-loads.e2e.ts).
  const hydrated = useHydrated();
  if (!hydrated || !supportsPasskeys()) return null;
  const signIn = () =>
    login.mutate(undefined, {
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => isPasskeyCancelled(error) || notifyError(error),
    });
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconFingerprint size={20} stroke={1.6} />}
      loading={login.isPending}
      onClick={signIn}
    >
      {t('login.passkey')}
    </Button>
  );
}
