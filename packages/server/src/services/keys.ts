import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and the keys in mailed links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash, so a database leak hands out no live token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
