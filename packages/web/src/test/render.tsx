import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

type Tree = Record<string, unknown>;
const english = import.meta.glob<Tree>('../i18n/locales/en/*.json', { eager: true, import: 'default' });

/** English resources loaded synchronously, so components render real text in tests. */
export async function initTestI18n() {
  if (i18n.isInitialized) return;
  const resources: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(english)) resources[/([^/]+)\.json$/.exec(path)?.[1] ?? ''] = tree;
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, defaultNS: 'common' });
}

/** Renders inside the app's providers and a memory router; extra routes help assert navigation. */
/** `entry`: the address the app opens at, when it differs from the route's `path` (a parameter, a query). */
export function renderWithApp(
  element: ReactElement,
  { path = '/', routes = [] as RouteObject[], entry = undefined as string | undefined } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [entry ?? path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
