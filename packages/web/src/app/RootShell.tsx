import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onUnauthenticated, useIsSignedIn } from '../api/session';
import { InstallPrompt } from './layout/InstallPrompt';
import { NavigationProgress } from './layout/NavigationProgress';
import { useDrawerState } from '../lib/drawer-store';
import { useRobotsMeta, useScrollToTop } from './seo';
import { useRouteHandleTitle } from '../lib/title';

// Overlay machinery loads on first use, keeping it out of the welcome page's first download.
const DrawerHost = lazy(() => import('./overlays/DrawerHost').then((m) => ({ default: m.DrawerHost })));
const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Everything that lives above every route: 401 handling, scroll, robots meta, global overlays. */
export function RootShell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drawer = useDrawerState();
  const phone = useMediaQuery('(max-width: 47.5em)');
  // The toasts' host (and its transitions) is not part of a visitor's first download: it comes with the first tap
  // or key press, since a visitor's toasts follow what they do (a toast shown earlier waits in Mantine's store).
  // A signed-in user's toasts can come unasked (the live notifications), so their host is there at once.
  const signedIn = useIsSignedIn();
  const [toastHost, setToastHost] = useState(false);
  useEffect(() => {
    if (toastHost) return;
    if (signedIn) return setToastHost(true);
    const mount = () => setToastHost(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, mount, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, mount);
    };
  }, [signedIn, toastHost]);
  useScrollToTop();
  useRobotsMeta();
  useRouteHandleTitle();

  useEffect(
    () =>
      onUnauthenticated(() => {
        queryClient.clear();
        void navigate('/', { replace: true });
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <NavigationProgress />
      <InstallPrompt />
      <Outlet />
      <Suspense fallback={null}>
        {drawer.request && <DrawerHost />}
        {toastHost && <ToastHost phone={phone} />}
      </Suspense>
    </>
  );
}
