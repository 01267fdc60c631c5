import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from '../lib/storage';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readStorage(storageKeys.token);
}

export function setToken(token: string): void {
  writeStorage(storageKeys.token, token);
  emit();
}

const endListeners = new Set<Listener>();

/** Features that keep per-session state outside storage (a push subscription) let it go when the session ends. */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Logout and 401 both end here: the spec clears the token, the language and the device token. */
export function clearSession(): void {
  writeStorage(storageKeys.token, null);
  writeStorage(storageKeys.language, null);
  writeStorage(storageKeys.deviceToken, null);
  emit();
  for (const listener of endListeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useIsSignedIn(): boolean {
  // Rendered outside a browser (the prerendered public pages), the visitor is signed out.
  return useSyncExternalStore(
    subscribe,
    () => getToken() !== null,
    () => false,
  );
}

let unauthenticatedHandler: (() => void) | null = null;

/** The app shell registers what a 401 means for the UI (clear caches, go to /). */
export function onUnauthenticated(handler: () => void): () => void {
  unauthenticatedHandler = handler;
  return () => {
    if (unauthenticatedHandler === handler) unauthenticatedHandler = null;
  };
}

export function handleUnauthenticated(): void {
  clearSession();
  unauthenticatedHandler?.();
}
