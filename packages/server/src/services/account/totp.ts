// Two-step sign-in with an authenticator app (RFC 6238 through otplib: SHA-1, 6 digits, 30 s steps), and the
// recovery codes that stand in for it. The secret is kept sealed (keys.ts); a code is taken once: the time step it
// matched is spent by a compare-and-set (totp.takeTimeStep), so neither a replay nor a code of an earlier step
// passes again. How often anyone may try is the callers' limits (services/runtime/rate-limits.ts).
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import type { TotpFactorRow } from '../../db/repositories/totp.js';
import { hashSecret, newSecret, openSecret, sealSecret } from './keys.js';

const ISSUER = 'Gamefolk';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one passes too (a phone's clock a little off). */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** No look-alikes (0/o, 1/l/i); 12 of them hold about 59 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The sealing key, made once and kept in the database, so every instance (and a restart) opens the same secrets. */
const keys = new WeakMap<Repositories, Promise<string>>();
function keyOf(repos: Repositories): Promise<string> {
  let key = keys.get(repos);
  if (!key) {
    key = repos.settings.getOrCreate('totpSecretKey', () => newSecret());
    key.catch(() => keys.delete(repos));
    keys.set(repos, key);
  }
  return key;
}

/** A new secret for `username`'s authenticator: what the app is shown, and the sealed value to store. */
export async function newTotpSecret(services: Services, username: string) {
  const secret = generateSecret({ length: 20 });
  const otpauthUrl = generateURI({
    issuer: ISSUER,
    label: username,
    secret,
    algorithm: 'sha1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
  return { secret, otpauthUrl, sealed: sealSecret(await keyOf(services.repos), secret) };
}

/** The time step `code` is right for under `factor`'s secret, now; none for a wrong code or one of a spent step. */
export async function matchingStep(services: Services, factor: TotpFactorRow, code: string) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = openSecret(await keyOf(services.repos), factor.sealedSecret);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(services.now().getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(factor.lastTimeStep !== null && { afterTimeStep: factor.lastTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Typed with or without its dash, in any case. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (userId: number, code: string) => hashSecret(`recovery:${userId}:${normalized(code)}`);

/** Ten fresh recovery codes (`abcd-efgh-jkmn`) and the hashes that are stored of them. */
export function newRecoveryCodes(userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
  return { codes, hashes: codes.map((code) => hashRecoveryCode(userId, code)) };
}

/**
 * Takes a second factor of an account whose TOTP is on: a code from the app (its step spent), or an unused recovery
 * code (spent). False for anything else, and for an account whose TOTP is not on.
 */
export async function takeSecondFactor(services: Services, factor: TotpFactorRow | undefined, code: string) {
  if (factor?.status !== 'on') return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = await matchingStep(services, factor, digits);
    return step !== undefined && services.repos.totp.takeTimeStep(factor.userId, step);
  }
  return services.repos.totp.useRecoveryCode(factor.userId, hashRecoveryCode(factor.userId, code));
}
