import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { storageKeys } from '../lib/storage';
import { routes } from './routes';
import { localizedTheme } from './localized-theme';
import { cssVariablesResolver } from './theme';

// The theme is kept under the spec's `theme` key as 'dark' or 'light'.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

/** The theme and the query cache around the router; the prerender (entry-server.tsx) wraps its static router alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('actions.close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="dark"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ queryClient, router: given }: { queryClient: QueryClient; router?: AppRouter }) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
