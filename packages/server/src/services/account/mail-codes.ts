import { randomInt } from 'node:crypto';
import type { Language } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { CodeMailKind } from '../../mail/templates.js';
import { hashSecret } from './keys.js';

const CODE_TTL_MS = 15 * 60 * 1000;
const hashCode = (userId: number, purpose: CodeMailKind, code: string) =>
  hashSecret(`code:${userId}:${purpose}:${code}`);

/** Mails a fresh six-digit code (any earlier one stops working); `target` is what the code confirms. */
export async function mailCode(services: Services, user: UserRow, purpose: CodeMailKind, to: string, target?: string) {
  await services.rateLimits.consume('mailCodeByUser', String(user.id));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(services.now().getTime() + CODE_TTL_MS);
  await services.repos.oneTimeKeys.removeAll(user.id, purpose);
  await services.repos.oneTimeKeys.create(user.id, purpose, hashCode(user.id, purpose, code), expiresAt, target);
  services.mailer.send({
    kind: purpose,
    to,
    language: user.language as Language,
    name: user.firstName || user.username,
    code,
  });
  return { sent: true as const, expires_at: expiresAt.toISOString() };
}

/** Checks a typed code; guesses are rate limited, so six digits are enough. */
export async function redeemCode(services: Services, userId: number, purpose: CodeMailKind, code: string) {
  await services.rateLimits.consume('codeAttemptByUser', String(userId));
  const redeemed = await services.repos.oneTimeKeys.redeem(hashCode(userId, purpose, code), purpose);
  if (!redeemed.ok || redeemed.userId !== userId) {
    throw new AppError(redeemed.ok || redeemed.reason === 'invalid' ? 'codeInvalid' : 'codeExpired', 'token');
  }
  return redeemed;
}
