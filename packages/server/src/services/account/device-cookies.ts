// OWASP "Slow Down Online Guessing Attacks with Device Cookies": a browser that signed in to an account holds a
// signed cookie naming that account and a nonce of its own; it keeps its own failure budget and never meets the
// account's shared lockout, which only strangers can spend.
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { CookieJar, Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import { newSecret } from './keys.js';

const cookiePrefix = 'gf_device_';
const maxAgeSeconds = 180 * 24 * 60 * 60;
const issuer = 'gamefolk-device';

/** The HMAC key, made once and kept in the database so every instance (and a restart) accepts the same cookies. */
const keys = new WeakMap<Repositories, Promise<Uint8Array>>();
function keyOf(repos: Repositories): Promise<Uint8Array> {
  let key = keys.get(repos);
  if (!key) {
    key = repos.settings
      .getOrCreate('deviceCookieKey', () => newSecret())
      .then((secret) => new TextEncoder().encode(secret));
    key.catch(() => keys.delete(repos));
    keys.set(repos, key);
  }
  return key;
}

/** The nonce of this browser's valid device cookie for `userId`, or undefined (an untrusted client). */
export async function trustedDevice(services: Services, cookies: CookieJar, userId: number) {
  const cookie = cookies.get(`${cookiePrefix}${userId}`);
  if (!cookie || cookie.length > 1024) return undefined;
  try {
    const { payload } = await jwtVerify(cookie, await keyOf(services.repos), {
      algorithms: ['HS256'],
      issuer,
      subject: String(userId),
      requiredClaims: ['jti', 'exp'],
      currentDate: services.now(),
    });
    return payload.jti;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

/** Marks this browser as one the owner of `userId` signed in from (a fresh nonce each time, as OWASP asks). */
export async function trustDevice(services: Services, cookies: CookieJar, userId: number) {
  const now = Math.floor(services.now().getTime() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setSubject(String(userId))
    .setJti(newSecret())
    .setIssuedAt(now)
    .setExpirationTime(now + maxAgeSeconds)
    .sign(await keyOf(services.repos));
  cookies.set(`${cookiePrefix}${userId}`, token, { maxAgeSeconds, sameSite: 'strict' });
}
