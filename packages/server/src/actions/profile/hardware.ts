import {
  getUserAccessories,
  getUserSystem,
  hardwareParts,
  saveUserAccessories,
  saveUserSystem,
  type HardwarePart,
} from '@gamefolk/contract';
import type { Hardware } from '../../db/schema.js';
import { assertOwnProfile } from '../../policies/profile.js';
import { loadVisibleUser } from '../../services/views/visible-user.js';
import { handle } from '../define.js';

/** Only the known parts, and only those with a value; a save replaces the whole set. */
function parts(input: Partial<Record<HardwarePart, string | undefined>>): Hardware {
  return Object.fromEntries(hardwareParts.flatMap((p) => (input[p] ? [[p, input[p]]] : [])));
}

export const getUserAccessoriesHandler = handle(getUserAccessories, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  return (await services.repos.profiles.get(userId))?.accessories ?? {};
});

export const saveUserAccessoriesHandler = handle(saveUserAccessories, async (input, { services, session }) => {
  assertOwnProfile(session, input.userId);
  return (await services.repos.profiles.upsert(session.user.id, { accessories: parts(input) })).accessories;
});

export const getUserSystemHandler = handle(getUserSystem, async ({ userId }, { services, session }) => {
  await loadVisibleUser(services, userId, session.user.id);
  return (await services.repos.profiles.get(userId))?.system ?? {};
});

export const saveUserSystemHandler = handle(saveUserSystem, async (input, { services, session }) => {
  assertOwnProfile(session, input.userId);
  return (await services.repos.profiles.upsert(session.user.id, { system: parts(input) })).system;
});
