import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// Mantine's modals manager (the modal, its scroll area, focus trap and scroll lock: about 30 KB gzipped) is not part
// of the sign-in pages' first download: it comes with the first modal they open.
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];
let wanted = false;
let hosts = 0;

/**
 * Mantine's `modals` once a host listens (mounting the sign-in pages' host if need be). Imported here, not
 * statically by the pages: the package's index would bring the provider along with the first download.
 */
export async function loadModals() {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), whenHostReady()]);
  return modals;
}

function whenHostReady(): Promise<void> {
  if (hosts > 0) return Promise.resolve();
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After the provider's own (layout) effects: its event listeners are in place. */
function Ready() {
  useEffect(() => {
    hosts += 1;
    for (const resolve of waiting.splice(0)) resolve();
    return () => {
      hosts -= 1;
    };
  }, []);
  return null;
}

/** The sign-in pages' modals host, mounted from the first `whenModalsReady()` on. */
export function LazyModals() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Ready />
    </Suspense>
  );
}
