// Riot: sign-on (RSO) bound to the signed-in user, the platform choice, League and Valorant data, unlinking.
import {
  getLolStats,
  getRiotAccount,
  refreshRiot,
  removeRiot,
  riotAuth,
  riotLoginUrl,
  riotSignOn,
} from '@gamefolk/contract';
import { uniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors/app-error.js';
import { assertOwnProfile } from '../../policies/profile.js';
import { hashSecret, newSecret } from '../../services/account/keys.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';
import { presentRiotAccount } from '../../presenters/integrations.js';
import { riotRefreshCooldownMs, syncRiotAccount } from '../../services/integrations/riot-sync.js';

/** How long the authorize page may take before its `state` is refused. */
const stateTtlMs = 10 * 60 * 1000;

export const riotLoginUrlHandler = handle(riotLoginUrl, async (_input, { services, session }) => {
  if (!services.riot.signOnConfigured) throw new AppError('notConfigured');
  await services.rateLimits.consume('riotByUser', String(session.user.id));
  const state = newSecret();
  await services.repos.oneTimeKeys.create(
    session.user.id,
    'riotState',
    hashSecret(state),
    new Date(services.now().getTime() + stateTtlMs),
  );
  return { url: services.riot.authorizeUrl(state) };
});

export const riotSignOnHandler = handle(riotSignOn, async ({ code, state }, { services, session }) => {
  if (!services.riot.signOnConfigured) throw new AppError('notConfigured');
  await services.rateLimits.consume('riotByUser', String(session.user.id));
  // Spent in the same statement that checks it: a state works once, for the user it was made for, while fresh.
  const redeemed = await services.repos.oneTimeKeys.redeem(hashSecret(state), 'riotState');
  if (!redeemed.ok || redeemed.userId !== session.user.id) throw new AppError('riotStateInvalid');
  const identity = await services.riot.signOn(code);
  const holder = await services.repos.riot.byPuuid(identity.puuid);
  if (holder && holder.userId !== session.user.id) throw new AppError('riotAccountTaken');
  try {
    await services.repos.riot.link(session.user.id, identity);
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('riotAccountTaken');
    throw error;
  }
  return identity;
});

export const riotAuthHandler = handle(riotAuth, async ({ puuid, server, userId }, { services, session }) => {
  assertOwnProfile(session, userId);
  const linked = await services.repos.riot.byUser(session.user.id);
  if (!linked || linked.puuid !== puuid) throw new AppError('riotNotLinked');
  await services.rateLimits.consume('riotByUser', String(session.user.id));
  const account = await services.repos.riot.setPlatform(session.user.id, server);
  if (!account) throw new AppError('riotNotLinked');
  const synced = await syncRiotAccount(services, account);
  return presentRiotAccount(synced, session.user.id, services.now());
});

export const getLolStatsHandler = handle(getLolStats, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  const account = await services.repos.riot.byUser(userId);
  if (!account?.platform || account.summonerLevel === null) throw new AppError('riotNotLinked');
  return { ranks: account.lolRanks ?? [], mastery: account.mastery ?? [], summonerLevel: account.summonerLevel };
});

export const getRiotAccountHandler = handle(getRiotAccount, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  const account = await services.repos.riot.byUser(userId);
  return account ? presentRiotAccount(account, session.user.id, services.now()) : null;
});

export const refreshRiotHandler = handle(refreshRiot, async (_input, { services, session }) => {
  const linked = await services.repos.riot.byUser(session.user.id);
  if (!linked?.platform) throw new AppError('riotNotLinked');
  const claimed = await services.repos.riot.claimRefresh(session.user.id, services.now(), riotRefreshCooldownMs);
  if (!claimed) {
    const wait = Math.ceil(
      ((linked.refreshedAt?.getTime() ?? 0) + riotRefreshCooldownMs - services.now().getTime()) / 1000,
    );
    throw new AppError('syncCooldown', undefined, { 'retry-after': String(Math.max(1, wait)) });
  }
  const synced = await syncRiotAccount(services, claimed);
  return presentRiotAccount(synced, session.user.id, services.now());
});

export const removeRiotHandler = handle(removeRiot, async (_input, { services, session }) => {
  if (!(await services.repos.riot.remove(session.user.id))) throw new AppError('riotNotLinked');
  return { removed: true as const };
});

export const riotHandlers = [
  riotLoginUrlHandler,
  riotSignOnHandler,
  riotAuthHandler,
  getLolStatsHandler,
  getRiotAccountHandler,
  refreshRiotHandler,
  removeRiotHandler,
];
