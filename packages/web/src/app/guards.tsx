import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../api/session';
import { PageLoader } from '../components/PageLoader';
import { useRecoveryPending } from '../features/auth/recovery-pending';
import { loadNamespaces } from '../i18n';
import { PublicLayout } from '../features/layout/public/PublicLayout';

// The signed-in shell is its own chunk: visitors of the public pages never download it.
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/layout/app/AppLayout'),
    loadNamespaces(['pages', 'errors', 'notifications', 'social']),
  ]);
  return { default: module.AppLayout };
});

function SignedInShell() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AppLayout />
    </Suspense>
  );
}

/** Spec section 2: without an access token in local storage the signed-in area redirects to /. */
export function RequireAuth() {
  return useIsSignedIn() ? <SignedInShell /> : <Navigate to="/" replace />;
}

/** Welcome, login and register send a signed-in user to the feed, unless a frozen account is still deciding. */
export function GuestOnly() {
  const signedIn = useIsSignedIn();
  const recovering = useRecoveryPending();
  return signedIn && !recovering ? <Navigate to="/feed" replace /> : <Outlet />;
}

/** Pages open to everyone (shop, payment results, shared posts, not-found) keep the shell the user is in. */
export function AdaptiveLayout() {
  return useIsSignedIn() ? <SignedInShell /> : <PublicLayout />;
}
