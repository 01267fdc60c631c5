import type { User } from '@gamefolk/contract';
import { notifyError } from '../../components/errors';
import { useLogoutMutation, useRestoreAccountMutation } from '../../entities/account';
import { setRecoveryPending } from '../../entities/account';
import { confirmAccountRecovery } from './session-start';

/**
 * Every sign-in path (password, Google) ends here: a frozen account must agree to reopen, which calls
 * restoreAccount before continuing; declining (or a failed restore) signs out.
 */
export function useFinishSignIn(next: (user: User) => void) {
  const logout = useLogoutMutation();
  const restore = useRestoreAccountMutation();

  const signOut = async () => {
    // The session ends locally whatever the server says; only then may the sign-in screens move on,
    // or they would bounce to /feed for a moment.
    await logout.mutateAsync().catch(() => undefined);
    setRecoveryPending(false);
  };

  return async (user: User) => {
    if (!user.is_frozen) {
      next(user);
      return;
    }
    if (!(await confirmAccountRecovery(user))) {
      await signOut();
      return;
    }
    try {
      await restore.mutateAsync();
      setRecoveryPending(false);
      next({ ...user, is_frozen: false });
    } catch (error) {
      notifyError(error);
      await signOut();
    }
  };
}
