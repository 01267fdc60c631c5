import { useMutation, useQueryClient } from '@tanstack/react-query';
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
