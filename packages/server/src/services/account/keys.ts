import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and the keys in mailed links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash, so a database leak hands out no live token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * A secret we must read back (an authenticator's TOTP secret), stored sealed: AES-256-GCM under `key` (a newSecret(),
 * kept in app_settings as the server's other keys are), as `v1.<iv>.<tag>.<ciphertext>`. A copy of the table alone
 * gives no secret, and a sealed value changed by hand fails to open rather than opening to something else.
 */
export function sealSecret(key: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** 32 bytes from the stored key, whatever its text (a newSecret() decodes to exactly that). */
const keyBytes = (key: string) => createHash('sha256').update(key).digest();
