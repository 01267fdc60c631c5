import type { Language } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { OneTimeKeyPurpose, UserRow } from '../../db/schema.js';
import type { LinkMailKind } from '../../mail/templates.js';
import { hashSecret, newSecret } from './keys.js';

const linkFor: Record<LinkMailKind, { purpose: OneTimeKeyPurpose; path: string; ttlMs: number }> = {
  activation: { purpose: 'activation', path: '/activate/', ttlMs: 48 * 60 * 60 * 1000 },
  passwordReset: { purpose: 'passwordReset', path: '/reset-password/', ttlMs: 60 * 60 * 1000 },
};

/** Makes a one-time key, retiring older ones of its kind, and mails `APP_URL/<path>/<key>` to the user. */
export async function mailOneTimeLink(services: Services, user: UserRow & { email: string }, kind: LinkMailKind) {
  const { purpose, path, ttlMs } = linkFor[kind];
  const key = newSecret();
  await services.repos.oneTimeKeys.retireAll(user.id, purpose);
  await services.repos.oneTimeKeys.create(
    user.id,
    purpose,
    hashSecret(key),
    new Date(services.now().getTime() + ttlMs),
  );
  services.mailer.send({
    kind,
    to: user.email,
    language: user.language as Language,
    name: user.firstName || user.username,
    link: `${services.config.appUrl}${path}${key}`,
  });
}
