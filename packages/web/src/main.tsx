import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { createQueryClient } from './api/query-client';
import { getToken } from './api/session';
import { App } from './app/App';
import { routes } from './app/routes';
import { initI18n } from './i18n';
import { currentLanguage } from './i18n/language';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * The server sent a rendered page (entry-server.tsx) for a signed-out visitor in one language. It is hydrated when
 * this browser would render the same: no session, the same language. Otherwise it is rendered anew.
 */
function canHydrate(element: HTMLElement): boolean {
  return element.dataset.rendered !== undefined && element.dataset.rendered === currentLanguage() && !getToken();
}

/** The lazy routes of this address, loaded before hydrating so the first render matches the server's HTML. */
async function loadRoutesOf(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Renders nothing; once hydration has committed, the page's controls are enabled (see entry-server.tsx), and
 * public/boot.js makes again a tap the visitor made before the app had come (the welcome page starts it on intent).
 */
function Hydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute('disabled');
    // The app has taken the page over (a browser test waits for it; public/boot.js listens for the event).
    container.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event('gamefolk:hydrated'));
  }, [container]);
  return null;
}

registerServiceWorker();

const queryClient = createQueryClient();
// A signed-in player's account is the first thing the shell asks for: asked now, while the translations and the
// page's code load (the server preloads both from the HTML), not once they have run.
if (getToken()) {
  void Promise.all([import('./api/client'), import('./entities/account/hooks')]).then(([{ call }, { accountKeys }]) =>
    queryClient.prefetchQuery({ queryKey: accountKeys.user(), queryFn: () => call('user') }),
  );
}

// Translations load before the first render so no page ever flashes untranslated keys.
void initI18n().then(async () => {
  if (!canHydrate(root)) {
    root.removeAttribute('disabled');
    delete root.dataset.rendered;
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  // Data the server rendered with (a shared post) rides in a JSON block, not a script: the CSP allows no inline code.
  const data = document.getElementById('rendered-queries')?.textContent;
  if (data) hydrateQueries(queryClient, JSON.parse(data) as DehydratedState);
  await loadRoutesOf(window.location);
  const router = createBrowserRouter(routes);
  // From here React keeps the taps made while it hydrates; boot.js keeps only those made before.
  document.dispatchEvent(new Event('gamefolk:hydrating'));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for one long task: the page, already painted, answers taps while it comes alive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
        <Hydrated container={root} />
      </StrictMode>,
    );
  });
});
