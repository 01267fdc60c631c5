import { useSyncExternalStore } from 'react';

let pending = false;
const listeners = new Set<() => void>();

/**
 * A frozen account signing in must first answer the recovery prompt. Its token is already stored (restoreAccount
 * needs it), so this flag keeps the sign-in screens, and their prompt, from redirecting to /feed meanwhile.
 */
export function setRecoveryPending(value: boolean): void {
  pending = value;
  for (const listener of listeners) listener();
}

export function useRecoveryPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => pending,
  );
}
