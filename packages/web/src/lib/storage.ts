/** Keys the spec keeps in local storage (section 3), plus the session-only install-prompt flag. */
export const storageKeys = {
  token: 'access_token',
  language: 'language',
  theme: 'theme',
  deviceToken: 'device_token',
  installPromptSeen: 'install_prompt_seen',
} as const;

// Storage can throw (Safari private mode, disabled cookies); the app must still run without it.
export function readStorage(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, storage: Storage = localStorage): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply will not survive a reload.
  }
}
