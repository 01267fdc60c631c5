import type { Personals, PublicUser } from '@gamefolk/contract';
import type { UserRow } from '../db/schema.js';
import type { profiles } from '../db/schema.js';
import { isHiddenUser } from '../policies/visibility.js';

type ProfileRow = typeof profiles.$inferSelect;

export function presentPublicUser(row: UserRow, viewerId: number): PublicUser {
  const fullname = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    fullname: fullname || row.username,
    photoUrl: row.photoUrl,
    userPhotos: row.photoUrl ? [{ profile_photo: row.photoUrl }] : [],
    is_frozen: isHiddenUser(row),
    isSelf: row.id === viewerId,
  };
}

/** The phone number is the owner's alone; everything else on a profile is public. */
export function presentPersonals(
  userId: number,
  profile: ProfileRow | undefined,
  favourites: Personals['favouriteGames'],
  isOwner: boolean,
): Personals {
  return {
    userId,
    about: profile?.about ?? null,
    phone: isOwner ? (profile?.phone ?? null) : null,
    country: profile?.country ?? null,
    gaming_status: profile?.gamingStatus ?? null,
    banner: profile?.bannerUrl ?? null,
    socials: strip(profile?.socials ?? {}),
    platforms: strip(profile?.platforms ?? {}),
    favouriteGames: favourites,
  };
}

const strip = (record: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => Boolean(e[1])));
