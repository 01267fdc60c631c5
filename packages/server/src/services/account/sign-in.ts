// Every way in (a password, Google, Steam, and the second step) ends here, so each asks for the second factor alike
// and each trusts the browser and tells the player of a new one alike.
import type { SecondFactorAsked } from '@gamefolk/contract';
import type { ActionContext, Services } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { trustDevice, trustedDevice } from './device-cookies.js';
import { hashSecret, newSecret } from './keys.js';
import { assertStandsOrKey } from '../community/moderation.js';
import { queueSecurityMail } from './security-mails.js';
import { startSession } from './sessions.js';

/** How long a sign-in waits for its second factor. */
const TICKET_TTL_MS = 5 * 60 * 1000;

type SignInContext = Pick<ActionContext, 'cookies' | 'userAgent'>;

/**
 * A session for `user`, or, when the account has TOTP on, a ticket that `authSecondFactor` trades (with a code) for
 * the session. An account made by this very sign-in has no factor and is no news.
 */
export async function signIn(
  services: Services,
  ctx: SignInContext,
  user: UserRow,
  options: { created?: boolean } = {},
): Promise<Awaited<ReturnType<typeof openSession>> | SecondFactorAsked> {
  await assertStandsOrKey(services, user);
  const factor = options.created ? undefined : await services.repos.totp.factorOf(user.id);
  if (factor?.status !== 'on') return openSession(services, ctx, user, options);
  const ticket = newSecret();
  const expiresAt = new Date(services.now().getTime() + TICKET_TTL_MS);
  await services.repos.oneTimeKeys.create(user.id, 'signInTicket', hashSecret(ticket), expiresAt);
  return { secondFactor: true, ticket };
}

/**
 * The session; the browser is trusted from now on (its device cookie: services/account/device-cookies.ts), and one that had
 * never signed in to the account gets the player a mail (not at the account's first sign-in, nor when it was made now).
 */
export async function openSession(
  services: Services,
  ctx: SignInContext,
  user: UserRow,
  options: { created?: boolean } = {},
) {
  // Asked again here: the second step may come after a suspension began.
  await assertStandsOrKey(services, user);
  const known = (await trustedDevice(services, ctx.cookies, user.id)) !== undefined;
  const news = !known && !options.created && (await services.repos.sessions.anyOfUser(user.id));
  const session = await startSession(services, user, ctx.userAgent);
  await trustDevice(services, ctx.cookies, user.id);
  if (news) {
    await queueSecurityMail(services, { kind: 'newSignIn', userId: user.id, userAgent: ctx.userAgent });
  }
  return session;
}

export const asksSecondFactor = (answer: object): answer is SecondFactorAsked => 'secondFactor' in answer;
