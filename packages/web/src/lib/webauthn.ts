/** Whether this browser can make and use passkeys (WebAuthn); the passkey controls are hidden where it cannot. */
export function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The browser's passkey dialog was closed (or timed out): the player gave up, which is no error to show. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
