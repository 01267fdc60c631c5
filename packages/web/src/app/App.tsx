import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { storageKeys } from '../lib/storage';
import { routes } from './routes';
import { localizedTheme } from './localized-theme';
import { cssVariablesResolver } from './theme';

// The theme is kept under the spec's `theme` key as 'dark' or 'light'.
const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes));
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
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
