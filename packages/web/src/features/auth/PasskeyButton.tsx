import type { User } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { usePasskeyLoginMutation } from '../../entities/account';
import { useHydrated } from '../../lib/use-hydrated';
import { isPasskeyCancelled, supportsPasskeys } from '../../lib/webauthn';

/**
 * While the sign-in page is open, the browser may offer this site's passkeys among the username field's suggestions
 * (conditional mediation, where it supports it): picking one signs in as the button does. The button's own request,
 * or leaving the page, gives the waiting one up (the library's abort service), which is no error.
 */
function usePasskeyAutofill(hydrated: boolean, wanted: RefObject<boolean>, onSignedIn: (user: User) => void) {
  const { mutate } = usePasskeyLoginMutation();
  useEffect(() => {
    if (!hydrated || !supportsPasskeys()) return;
    let open = true;
    let giveUp = () => {};
    void import('@simplewebauthn/browser').then(async ({ browserSupportsWebAuthnAutofill, WebAuthnAbortService }) => {
      if (!open || !(await browserSupportsWebAuthnAutofill()) || !open) return;
      giveUp = () => WebAuthnAbortService.cancelCeremony();
      mutate(
        { autofill: () => wanted.current },
        {
          onSuccess: ({ user }) => onSignedIn(user),
          onError: (error) => isPasskeyCancelled(error) || notifyError(error),
        },
      );
    });
    return () => {
      open = false;
      giveUp();
    };
    // Once per visit of the page: a new onSignedIn each render must not start a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, mutate, wanted]);
}

/** "Sign in with a passkey" on the sign-in page; nothing where the browser has no passkeys. */
export function PasskeyButton({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const login = usePasskeyLoginMutation();
  // Drawn once the app has taken over the server's form: the server cannot know the browser, and a button hydration
  // did not expect would make React redraw the whole form, losing the field a player tapped (cold-loads.e2e.ts).
  const hydrated = useHydrated();
  const autofillWanted = useRef(true);
  usePasskeyAutofill(hydrated, autofillWanted, onSignedIn);
  if (!hydrated || !supportsPasskeys()) return null;
  const signIn = () => {
    autofillWanted.current = false;
    login.mutate(
      {},
      {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (error) => isPasskeyCancelled(error) || notifyError(error),
      },
    );
  };
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
