import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsSignedIn } from '../api/session';
import { PageLoader } from '../components/PageLoader';
import { useRecoveryPending } from '../entities/account';
import { loadNamespaces } from '../i18n';
import { PublicLayout } from './layout/public/PublicLayout';

/** The signed-in shell's chunk and texts, which the server also preloads for a signed-in page (routes.tsx). */
export const signedInShell = {
  file: 'app/layout/app/AppLayout',
  namespaces: ['pages', 'errors', 'notifications', 'social'],
} as const;

// The signed-in shell is its own chunk: visitors of the public pages never download it.
const AppLayout = lazy(async () => {
  const [module] = await Promise.all([import('./layout/app/AppLayout'), loadNamespaces(signedInShell.namespaces)]);
  return { default: module.AppLayout };
});

function SignedInShell() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AppLayout />
    </Suspense>
  );
}

// Steam's answer to a sign-in that chose a profile as its return address (spec: /profile/{id} also serves as one).
const SteamReturn = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/auth/SteamReturnPage'),
    loadNamespaces(['integrations', 'auth', 'errors']),
  ]);
  return { default: module.SteamReturnPage };
});

/**
 * Spec section 2: without an access token in local storage the signed-in area redirects to /. A profile address
 * carrying Steam's sign-in answer signs the visitor in there instead, as /steam-return does.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  if (signedIn) return <SignedInShell />;
  if (pathname.startsWith('/profile/') && new URLSearchParams(search).has('openid.mode'))
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <SteamReturn />
      </Suspense>
    );
  return <Navigate to="/" replace />;
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
