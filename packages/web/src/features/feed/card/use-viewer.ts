import { useIsSignedIn } from '../../../api/session';
import { useUserQuery } from '../../../entities/account';

/** Who is looking: a visitor on a shared link, or a signed-in user (whose own posts get edit and delete). */
export function useViewer() {
  const signedIn = useIsSignedIn();
  const { data: user } = useUserQuery();
  return { signedIn, userId: signedIn ? (user?.id ?? null) : null };
}
