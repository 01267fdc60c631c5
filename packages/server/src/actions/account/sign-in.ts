import { auth, loginWithGoogle, logout, user } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { GoogleIdentity } from '../../providers/google.js';
import { presentUser } from '../../presenters/user.js';
import { subscriptionOf } from '../../services/shop/premium.js';
import { trustedDevice } from '../../services/account/device-cookies.js';
import { verifyPassword } from '../../services/account/passwords.js';
import { asksSecondFactor, openSession, signIn } from '../../services/account/sign-in.js';
import { uniqueUsername } from '../../services/account/usernames.js';
import { handle } from '../define.js';

export const authHandler = handle(auth, async ({ login, password }, ctx) => {
  const { services, ip, cookies } = ctx;
  // Every limit is taken before the password is hashed, so a flood costs us almost nothing.
  const { rateLimits } = services;
  await rateLimits.consume('loginByIp', ip);
  const found = await services.repos.users.findByLogin(login);
  // By account, not by what was typed: a username and an email of one account share a budget.
  const account = found ? `u${found.id}` : `n:${login}`;
  await rateLimits.consume('loginByIpAndAccount', `${account}@${ip}`);
  // A browser holding this account's device cookie has a budget of its own; so has an address the account signed
  // in from (a client without cookies). Only untrusted clients share the account's budget, so spending it locks
  // strangers out and never the owner (OWASP device cookies, ASVS 2.2.1).
  const device = found ? await trustedDevice(services, cookies, found.id) : undefined;
  const known = device === undefined && (await rateLimits.remembers('signedInFrom', `${account}@${ip}`));
  if (device !== undefined) await rateLimits.consume('loginByDevice', device);
  else if (!known) await rateLimits.consume('loginByAccount', account);
  const matches = await verifyPassword(found?.passwordHash, password);
  // Unknown, wrong password and not yet activated all answer alike, after the same amount of work.
  // A frozen or deleted account in its grace period signs in; the client then offers restoreAccount.
  if (!found || !matches || !found.activatedAt) throw new AppError('badCredentials');
  // Only failures count: the owner's own sign-ins give their points back.
  await rateLimits.remember('signedInFrom', `${account}@${ip}`);
  await rateLimits.forgive('loginByIpAndAccount', `${account}@${ip}`);
  if (device !== undefined) await rateLimits.forgive('loginByDevice', device);
  else if (!known) await rateLimits.forgive('loginByAccount', account, 1);
  // With TOTP on, a ticket for authSecondFactor; the browser is trusted once that step is taken too.
  return signIn(services, ctx, found);
});

export const userHandler = handle(user, async (_input, { services, session }) => ({
  ...presentUser(session.user),
  // Read at every call, not from the session cache: a plan ends exactly on time.
  ...(await subscriptionOf(services.repos, session.user.id, services.now())),
}));

export const logoutHandler = handle(logout, async (_input, { services, session }) => {
  await services.repos.sessions.revoke(session.sessionId);
  return { loggedOut: true as const };
});

export const loginWithGoogleHandler = handle(loginWithGoogle, async (input, ctx) => {
  const { services, ip } = ctx;
  await services.rateLimits.consume('googleByIp', ip);
  const identity = await services.google.verify(input.credential);
  const { users } = services.repos;

  const signedIn = async (user: UserRow) => {
    const answer = await signIn(services, ctx, user);
    return asksSecondFactor(answer) ? answer : { ...answer, created: false };
  };
  const known = await users.findByGoogleSub(identity.sub);
  if (known) return signedIn(known);
  if (!identity.email || !identity.emailVerified) throw new AppError('googleEmailUnverified');

  const byEmail = await users.findByEmail(identity.email);
  if (byEmail) {
    // Google vouches for the address, so the account it belongs to is linked (and counts as activated).
    const linked = await users.update(byEmail.id, {
      googleSub: identity.sub,
      activatedAt: byEmail.activatedAt ?? services.now(),
    });
    return signedIn(linked!);
  }
  const created = await createGoogleUser(services, identity, input.language ?? 'en');
  return { ...(await openSession(services, ctx, created, { created: true })), created: true };
});

async function createGoogleUser(services: Services, identity: GoogleIdentity, language: string) {
  const base = identity.email!.split('@')[0]!;
  return services.repos.users.insert({
    username: await uniqueUsername(services, base),
    email: identity.email!,
    googleSub: identity.sub,
    firstName: identity.givenName?.slice(0, 30) ?? null,
    lastName: identity.familyName?.slice(0, 30) ?? null,
    photoUrl: identity.picture ?? null,
    language,
    activatedAt: services.now(),
  });
}
