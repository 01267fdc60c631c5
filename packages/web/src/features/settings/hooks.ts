import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call, type Input } from '../../api/client';
import { clearSession } from '../../api/session';
import { accountKeys } from '../../entities/account';

/** Asks for the mail code: to the current address for a change, to the new one for an account without any. */
export function useMailCodeRequestMutation(hasEmail: boolean) {
  return useMutation({
    mutationFn: (new_mail: string) =>
      hasEmail ? call('changeMailRequest', { new_mail }) : call('addMailRequest', { new_mail }),
  });
}

export function useAddMailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'addMail'>) => call('addMail', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.user() }),
  });
}

export function useUpdatePasswordMutation() {
  return useMutation({ mutationFn: (input: Input<'updatePassword'>) => call('updatePassword', input) });
}

export function useFreezeAccountMutation() {
  return useMutation({ mutationFn: () => call('freezeAccount') });
}

export function useDeleteAccountRequestMutation() {
  return useMutation({ mutationFn: () => call('deleteAccountRequest') });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: (token: string) => call('deleteAccount', { token }) });
}

/**
 * Freezing and deleting end every session on the server, so there is no token left to log out with:
 * the local session simply ends and the user goes to / (spec section 4).
 */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  };
}

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  totp: () => [...securityKeys.all, 'totp'] as const,
};

/** The account's live sessions, this one marked: where it is signed in. */
export function useSessionsQuery() {
  return useQuery({ queryKey: securityKeys.sessions(), queryFn: () => call('getSessions', {}) });
}

/** Signs one session out (its calls answer 401 and its sockets close at once), or every one but this. */
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'others'): Promise<unknown> =>
      id === 'others' ? call('revokeOtherSessions', {}) : call('revokeSession', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** Whether sign-in asks for an authenticator app's code, and how many recovery codes are left. */
export function useTotpStatusQuery() {
  return useQuery({ queryKey: securityKeys.totp(), queryFn: () => call('getTotpStatus', {}) });
}

/** A new secret for the app (not yet on: `confirmTotp` turns it on with a code the app shows). */
export function useStartTotpMutation() {
  return useMutation({ mutationFn: () => call('startTotp', {}) });
}

export function useConfirmTotpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('confirmTotp', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.totp() }),
  });
}

export function useDisableTotpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('disableTotp', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.totp() }),
  });
}

export const passkeyKeys = { all: ['passkeys'] as const };

export function usePasskeysQuery() {
  return useQuery({ queryKey: passkeyKeys.all, queryFn: () => call('getPasskeys', {}) });
}

/** The browser makes the passkey (its own dialog); a player who closes it rejects with NotAllowedError. */
export function useAddPasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [options, { startRegistration }] = await Promise.all([
        call('passkeyOptions', { purpose: 'register' }),
        import('@simplewebauthn/browser'),
      ]);
      const response = await startRegistration({ optionsJSON: options as never });
      return call('passkeyRegister', { response: response as unknown as Input<'passkeyRegister'>['response'] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'renamePasskey'>) => call('renamePasskey', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('removePasskey', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export const dataExportKeys = { all: ['dataExports'] as const };

/** The player's exports; looked at again every few seconds while one is being gathered. */
export function useDataExportsQuery() {
  return useQuery({
    queryKey: dataExportKeys.all,
    queryFn: () => call('getDataExports', {}),
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'requested') ? 3000 : false),
  });
}

export function useRequestDataExportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('requestDataExport', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}

/** A one-use address for the ZIP, opened at once: the browser downloads it (a download carries no Bearer token). */
export function useDownloadDataExportMutation() {
  return useMutation({
    mutationFn: (id: number) => call('downloadDataExport', { id }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
