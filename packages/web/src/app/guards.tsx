import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../api/session';
import { PageLoader } from '../components/PageLoader';
import { loadNamespaces } from '../i18n';
import { PublicLayout } from '../features/layout/public/PublicLayout';

// The signed-in shell is its own chunk: visitors of the public pages never download it.
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([import('../features/layout/app/AppLayout'), loadNamespaces(['pages', 'errors'])]);
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

/** Welcome, login and register send a signed-in user to the feed. */
export function GuestOnly() {
  return useIsSignedIn() ? <Navigate to="/feed" replace /> : <Outlet />;
}

/** Pages open to everyone (shop, payment results, shared posts, not-found) keep the shell the user is in. */
export function AdaptiveLayout() {
  return useIsSignedIn() ? <SignedInShell /> : <PublicLayout />;
}
