import type { SecondFactorAsked, User } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { clearSession, setToken, useIsSignedIn } from '../../api/session';
import { changeLanguage } from '../../i18n/language';
import { setRecoveryPending } from './recovery-pending';

export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  namecheck: (name: string) => [...accountKeys.all, 'namecheck', name] as const,
  activation: (token: string) => [...accountKeys.all, 'activation', token] as const,
};

export function useUserQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({ queryKey: accountKeys.user(), queryFn: () => call('user'), enabled: signedIn });
}

/** A sign-in once the player is in: their session and who they are. */
export interface SignedIn {
  token: string;
  user: User;
}

/**
 * Asks the player for their authenticator's code (or a recovery code) and trades the ticket for the session; the
 * sign-in screens pass their dialog (features/auth). Rejects when the player gives up.
 */
export type AskSecondFactor = (ticket: string) => Promise<SignedIn>;

/** A sign-in's answer, with the second step taken when the account has one: always a session in the end. */
export async function withSecondFactor<T extends SignedIn>(
  answer: Promise<T | SecondFactorAsked>,
  ask: AskSecondFactor,
): Promise<T | SignedIn> {
  const first = await answer;
  return 'secondFactor' in first ? ask(first.ticket) : first;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function redeemSecondFactor(ticket: string, code: string): Promise<SignedIn> {
  return call('authSecondFactor', { ticket, code });
}

export function useLoginMutation(ask: AskSecondFactor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'auth'>) => withSecondFactor(call('auth', input), ask),
    onSuccess: async ({ token, user }) => {
      if (user.is_frozen) setRecoveryPending(true);
      setToken(token);
      queryClient.setQueryData(accountKeys.user(), user);
      // The account's language wins over whatever the visitor browsed with.
      await changeLanguage(user.language);
    },
  });
}

/**
 * Signs in with a passkey: the browser asks for it (its own dialog, or with `autofill` among the username field's
 * suggestions) and the server checks the answer. A passkey that verified its user is both factors, so no second step
 * follows; a player who closes the dialog rejects with NotAllowedError, a request given up for another AbortError.
 */
export function usePasskeyLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `autofill`: the request waits among the field's suggestions, if it is still wanted once the options are here. */
    mutationFn: async ({ autofill }: { autofill?: () => boolean } = {}) => {
      const [options, { startAuthentication }] = await Promise.all([
        call('passkeyOptions', { purpose: 'login' }),
        import('@simplewebauthn/browser'),
      ]);
      // A player who pressed the button meanwhile has their own request, which a late waiting one would give up.
      if (autofill && !autofill()) throw new DOMException('The button asked instead', 'AbortError');
      const response = await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: !!autofill });
      return call('passkeyLogin', { response: response as unknown as Input<'passkeyLogin'>['response'] });
    },
    onSuccess: async ({ token, user }) => {
      if (user.is_frozen) setRecoveryPending(true);
      setToken(token);
      queryClient.setQueryData(accountKeys.user(), user);
      await changeLanguage(user.language);
    },
  });
}

export function useGoogleLoginMutation(ask: AskSecondFactor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'loginWithGoogle'>) => withSecondFactor(call('loginWithGoogle', input), ask),
    onSuccess: async ({ token, user }) => {
      if (user.is_frozen) setRecoveryPending(true);
      setToken(token);
      queryClient.setQueryData(accountKeys.user(), user);
      await changeLanguage(user.language);
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: Input<'register'>) => call('register', input) });
}

/** Availability of a username; `name` must already pass the username rule. */
export function useNamecheckQuery(name: string | null) {
  return useQuery({
    queryKey: accountKeys.namecheck(name ?? ''),
    queryFn: () => call('namecheck', { name: name ?? '' }),
    enabled: name !== null,
    staleTime: 60_000,
  });
}

/** Activation is a one-shot: a query (not a mutation) so React's double effects never spend the link twice. */
export function useActivationQuery(token: string) {
  return useQuery({
    queryKey: accountKeys.activation(token),
    queryFn: () => call('activateUser', { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePasswordResetRequestMutation() {
  return useMutation({ mutationFn: (input: Input<'changeRequest'>) => call('changeRequest', input) });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: (input: Input<'changePassword'>) => call('changePassword', input) });
}

export function useCreateLoginRequestMutation() {
  return useMutation({ mutationFn: () => call('createLoginRequest') });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The device is unregistered while the token still works; revoking the token is best effort:
    // the local session ends whatever the server says.
    mutationFn: async () => {
      const { unregisterPushDevice } = await import('./push');
      await unregisterPushDevice();
      await call('logout').catch(() => undefined);
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

/** A frozen or deleted account, signed in again within the grace period, is reopened (spec section 4). */
export function useRestoreAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('restoreAccount'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.user() }),
  });
}
