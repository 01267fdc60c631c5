import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onUnauthenticated } from '../api/session';
import { InstallPrompt } from '../features/layout/InstallPrompt';
import { NavigationProgress } from '../features/layout/NavigationProgress';
import { useDrawerState } from './overlays/drawer-store';
import { useRobotsMeta, useScrollToTop } from './seo';
import { useRouteHandleTitle } from './title';
import classes from './RootShell.module.css';

// Overlay machinery loads on first use, keeping it out of the welcome page's first download.
const DrawerHost = lazy(() => import('./overlays/DrawerHost').then((m) => ({ default: m.DrawerHost })));
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Everything that lives above every route: 401 handling, scroll, robots meta, global overlays. */
export function RootShell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drawer = useDrawerState();
  // Toasts go where no control is: low on the left beside the desktop's chat dock, above the phone's bottom bar.
  const phone = useMediaQuery('(max-width: 47.5em)');
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
        <Notifications
          position={phone ? 'bottom-center' : 'bottom-left'}
          limit={3}
          zIndex={1000}
          className={classes.toasts}
        />
      </Suspense>
    </>
  );
}
