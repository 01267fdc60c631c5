import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export interface DrawerRequest {
  title: ReactNode;
  content: ReactNode;
  /** Width on the right side; the organization drawer is 720. */
  size?: number | string;
}

interface DrawerState {
  opened: boolean;
  request: DrawerRequest | null;
}

let state: DrawerState = { opened: false, request: null };
const listeners = new Set<() => void>();

function set(next: DrawerState) {
  state = next;
  for (const listener of listeners) listener();
}

/** One drawer for the whole app, so any feature can open a panel without owning layout. */
export function openDrawer(request: DrawerRequest): void {
  set({ opened: true, request });
}

export function closeDrawer(): void {
  // The request stays while the closing transition plays.
  set({ ...state, opened: false });
}

export function useDrawerState(): DrawerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
