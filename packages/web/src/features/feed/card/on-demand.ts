import { useCallback, useState, type ComponentType } from 'react';
import { notifyError } from '../../../components/errors';

/** A component fetched on first use (its own chunk); `load` may be started early, e.g. when a pointer comes near. */
export interface OnDemand<P> {
  load: () => Promise<ComponentType<P>>;
}

export function onDemand<P>(importer: () => Promise<ComponentType<P>>): OnDemand<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (pending ??= importer().catch((error: unknown) => {
        pending = null; // a lost download is tried again with the next tap
        throw error;
      })),
  };
}

/**
 * The component once this instance asked for it, and the function that asks. No `React.lazy` and no Suspense
 * boundary: the server's HTML of a shared post must stay free of boundaries (React writes inline scripts for them,
 * which our CSP refuses), and what was there (a button) stays until the component has arrived to replace it.
 */
export function useOnDemand<P>(part: OnDemand<P>): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const request = useCallback(() => {
    part.load().then((loaded) => setComponent(() => loaded), notifyError);
  }, [part]);
  return [component, request];
}
