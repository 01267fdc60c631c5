import type { User } from '@gamefolk/contract';
import { useLogoutMutation } from '../account/hooks';
import { confirmAccountRecovery } from './session-start';

/** Every sign-in path (password, Google) ends here: a frozen account must agree to reopen, or it is signed out. */
export function useFinishSignIn(next: (user: User) => void) {
  const logout = useLogoutMutation();
  return async (user: User) => {
    if (await confirmAccountRecovery(user)) next(user);
    else logout.mutate();
  };
}
