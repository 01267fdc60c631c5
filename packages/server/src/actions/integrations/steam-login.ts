// Steam sign-in and linking (OpenID 2.0): the redirect bound to who asked, the assertion's checks, the account.
import { loginWithSteam, steamAuth, steamLinkUrl, steamLoginUrl } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { uniqueViolation } from '../../db/errors.js';
import type { SteamAccountRow } from '../../db/repositories/steam.js';
import { AppError } from '../../errors/app-error.js';
import { ProviderUnavailable } from '../../providers/provider-fetch.js';
import { confirmWithSteam, readSteamAssertion, steamApi, steamLoginRedirect } from '../../providers/steam.js';
import { hashSecret, newSecret } from '../../services/account/keys.js';
import { asksSecondFactor, signIn } from '../../services/account/sign-in.js';
import { uniqueUsername } from '../../services/account/usernames.js';
import { handle } from '../define.js';
import { presentSteamAccount } from '../../presenters/integrations.js';
import { profileOf, steamSyncJob, syncSteamAccount } from '../../services/integrations/steam-sync.js';

/** An answer is taken within this long of asking for its URL, once. */
const stateTtlMs = 10 * 60 * 1000;
/** The browser that asked for a sign-in URL holds its state here (HttpOnly, SameSite=Lax: sent back from Steam). */
export const steamSignInCookie = 'gf_steam_sign_in';

const stateInvalid = () => new AppError('steamStateInvalid');

/**
 * Sign-in: the state rides in `return_to` and in a cookie of this browser, so an answer someone else asked for (a
 * link they send) signs nobody in here (login CSRF).
 */
export const steamLoginUrlHandler = handle(steamLoginUrl, async ({ return_url }, { services, ip, cookies }) => {
  await services.rateLimits.consume('steamByIp', ip);
  const state = newSecret();
  const url = steamLoginRedirect(services.config, return_url, state);
  await services.rateLimits.remember('steamSignIn', hashSecret(state));
  cookies.set(steamSignInCookie, state, { maxAgeSeconds: stateTtlMs / 1000, sameSite: 'lax' });
  return { url };
});

/** Linking: the state is a one-time key of the user who asked, so nobody else's answer can be linked to them. */
export const steamLinkUrlHandler = handle(steamLinkUrl, async ({ return_url }, { services, session }) => {
  await services.rateLimits.consume('steamByUser', String(session.user.id));
  const state = newSecret();
  const url = steamLoginRedirect(services.config, return_url, state);
  const expiresAt = new Date(services.now().getTime() + stateTtlMs);
  await services.repos.oneTimeKeys.create(session.user.id, 'steamState', hashSecret(state), expiresAt);
  return { url };
});

/**
 * The SteamID64 Steam vouches for: local checks first, then our state spent by `claim` (false when it is not this
 * caller's live state), the nonce taken (a replay fails on its unique key), then Steam's own check_authentication.
 * A bad answer says `steamLoginFailed`; one someone else asked for, a used or an expired one `steamStateInvalid`.
 */
async function verifiedSteamId(
  services: Services,
  returnUrl: string,
  claim: (state: string) => Promise<boolean>,
): Promise<string> {
  const assertion = readSteamAssertion(services.config, returnUrl, services.now());
  if (!assertion.state || !(await claim(assertion.state))) throw stateInvalid();
  if (!(await services.repos.steam.useNonce(assertion.nonce))) throw new AppError('steamLoginFailed');
  if (!(await confirmWithSteam(services.config, assertion))) throw new AppError('steamLoginFailed');
  return assertion.steamId;
}

/** The persona name when a key lets us ask Steam for it; nothing (a fallback name) otherwise or during an outage. */
async function personaOf(services: Services, steamId: string) {
  if (!services.config.steam.apiKey) return undefined;
  try {
    return await steamApi(services.config).playerSummary(steamId);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return undefined;
    throw error;
  }
}

async function queueSync(services: Services, userId: number) {
  if (!services.config.steam.apiKey) return;
  await services.jobs.send(steamSyncJob, { userId });
  services.jobs.wake(steamSyncJob);
}

export const loginWithSteamHandler = handle(loginWithSteam, async (input, ctx) => {
  const { services, ip, cookies } = ctx;
  await services.rateLimits.consume('steamByIp', ip);
  const asked = cookies.get(steamSignInCookie);
  cookies.clear(steamSignInCookie);
  const steamId = await verifiedSteamId(
    services,
    input.return_url,
    async (state) =>
      asked !== undefined &&
      hashSecret(asked) === hashSecret(state) &&
      (await services.rateLimits.forget('steamSignIn', hashSecret(state))),
  );
  const { users, steam } = services.repos;

  const signInAs = async (account: SteamAccountRow, created: boolean) => {
    const user = await users.findById(account.userId);
    if (!user) throw new AppError('steamLoginFailed');
    // An account with TOTP on answers a ticket for authSecondFactor, as a password sign-in does.
    const session = await signIn(services, ctx, user, { created });
    if (asksSecondFactor(session)) return session;
    if (created || !account.syncedAt) await queueSync(services, user.id);
    // A frozen or deleted account in its grace period gets its token; the web app offers restoreAccount.
    return { ...session, is_frozen: session.user.is_frozen, created };
  };

  const known = await steam.bySteamId(steamId);
  if (known) return signInAs(known, false);

  const player = await personaOf(services, steamId);
  const profile = profileOf(player);
  const username = await uniqueUsername(services, profile.personaName ?? `steam${steamId.slice(-6)}`);
  try {
    const account = await services.repos.transaction(async (tx) => {
      const user = await tx.users.insert({
        username,
        language: input.user_lang ?? 'en',
        activatedAt: services.now(),
      });
      const linked = await tx.steam.insert(user.id, steamId);
      if (player) await tx.steam.saveProfile(user.id, steamId, profile);
      return linked;
    });
    return await signInAs(account, true);
  } catch (error) {
    // The same Steam account signing in twice at once: the other attempt created it; sign in to that one.
    if (!uniqueViolation(error)) throw error;
    const raced = await steam.bySteamId(steamId);
    if (!raced) throw error;
    return signInAs(raced, false);
  }
});

export const steamAuthHandler = handle(steamAuth, async ({ return_url }, { services, session, ip }) => {
  await services.rateLimits.consume('steamByIp', ip);
  const me = session.user.id;
  // Spent in the statement that checks it: once, by the user it was made for, while fresh.
  const steamId = await verifiedSteamId(services, return_url, async (state) => {
    const redeemed = await services.repos.oneTimeKeys.redeem(hashSecret(state), 'steamState');
    return redeemed.ok && redeemed.userId === me;
  });
  const { steam } = services.repos;

  const mine = await steam.byUser(me);
  if (mine && mine.steamId !== steamId) throw new AppError('steamAccountMismatch');
  const holder = await steam.bySteamId(steamId);
  if (holder && holder.userId !== me) throw new AppError('steamAccountTaken');

  // Spec: the Steam profile must be public for the integration (asked when we have a key to ask with).
  const player = await personaOf(services, steamId);
  if (player && player.communityvisibilitystate !== 3) throw new AppError('steamProfilePrivate');

  let account = mine;
  if (!account) {
    try {
      account = await steam.insert(me, steamId);
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      const again = await steam.byUser(me);
      throw new AppError(again && again.steamId !== steamId ? 'steamAccountMismatch' : 'steamAccountTaken');
    }
  }
  if (player) await steam.saveProfile(me, steamId, profileOf(player));
  if (services.config.steam.apiKey) {
    try {
      account = await syncSteamAccount(services, (await steam.byUser(me)) ?? account);
    } catch (error) {
      // Linked all the same: the failure is recorded and shown with the status; the job tries again later.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return presentSteamAccount((await steam.byUser(me)) ?? account, me, services.now());
});
