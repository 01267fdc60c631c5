import { getPersonals, saveGamingStatus, savePersonals } from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { visibleBanner } from '../../services/authorize/plan.js';
import { assertOwnProfile } from '../../policies/profile.js';
import { presentPersonals } from '../../presenters/profile.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

async function personalsOf(services: Services, userId: number, viewerId: number) {
  const { profiles } = services.repos;
  const [profile, favourites] = await Promise.all([profiles.get(userId), profiles.favouriteGames(userId)]);
  const banner = await visibleBanner(services, userId, viewerId, profile?.bannerUrl ?? null);
  return presentPersonals(userId, profile && { ...profile, bannerUrl: banner }, favourites, userId === viewerId);
}

export const getPersonalsHandler = handle(getPersonals, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  return personalsOf(services, userId, session.user.id);
});

/** Set keys replace, empty strings remove, absent keys stay. */
function merge(current: Record<string, string | undefined>, changes: Record<string, string | undefined> | undefined) {
  if (!changes) return undefined;
  const next = { ...current, ...changes };
  return Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1])));
}

export const savePersonalsHandler = handle(savePersonals, async (input, { services, session }) => {
  assertOwnProfile(session, input.userId);
  const me = session.user.id;
  const wanted = input.favouriteGames && [...new Set(input.favouriteGames)];
  if (wanted && (await services.repos.profiles.knownGameIds(wanted)).length !== wanted.length) {
    throw new AppError('unknownGame', 'favouriteGames');
  }

  // Games, name and profile are saved together or not at all.
  await services.repos.transaction(async ({ profiles, users }) => {
    if (wanted) await profiles.setFavouriteGames(me, wanted);
    if (input.first_name !== undefined || input.last_name !== undefined) {
      await users.update(me, {
        ...(input.first_name !== undefined && { firstName: input.first_name || null }),
        ...(input.last_name !== undefined && { lastName: input.last_name || null }),
      });
    }
    const current = await profiles.get(me);
    const socials = merge(current?.socials ?? {}, input.socials);
    const platforms = merge(current?.platforms ?? {}, input.platforms);
    await profiles.upsert(me, {
      ...(input.about !== undefined && { about: input.about || null }),
      ...(input.phone !== undefined && { phone: input.phone || null }),
      ...(input.country !== undefined && { country: input.country }),
      ...(socials && { socials }),
      ...(platforms && { platforms }),
    });
  });
  return personalsOf(services, me, me);
});

export const saveGamingStatusHandler = handle(saveGamingStatus, async (input, { services, session }) => {
  assertOwnProfile(session, input.userId);
  const saved = await services.repos.profiles.upsert(session.user.id, { gamingStatus: input.gaming_status || null });
  return { gaming_status: saved.gamingStatus };
});
