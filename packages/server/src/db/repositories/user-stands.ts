// "The account stands" (and an organization's): the one rule, in SQL, for whether a user and what they own are shown to others. It mirrors
// policies/visibility.ts `isHiddenUser` (neither frozen nor deleted by its player, nor suspended or banned by the
// moderators); every statement that filters by it builds it from here.
import { sql, type SQL } from 'drizzle-orm';
import { organizations, users } from '../schema.js';

/** Standings that hide an account (states/standing-moves.ts). */
const hidingStandings = sql.raw(`('suspended', 'banned')`);

/** The `users` table's row stands. */
export const userStands: SQL = sql`(${users.frozenAt} is null and ${users.deletedAt} is null and ${users.standing} not in ${hidingStandings})`;

/**
 * Its player's own half of the rule, for a users row under an alias: not frozen, not deleted. What the digest asks
 * of whom it mails (a moderators' standing does not stop it).
 */
export const accountOpenText = (alias: string) => `(${alias}.frozen_at is null and ${alias}.deleted_at is null)`;

/** The same for a users row under an alias, as text for a hand-written statement. */
export const userStandsText = (alias: string) =>
  `(${accountOpenText(alias)} and ${alias}.standing not in ('suspended', 'banned'))`;

/** The same for a users row under an alias in hand-written SQL (`u`, `followed`). */
export const userStandsAs = (alias: string): SQL => sql.raw(userStandsText(alias));

/** An organization stands while it is not deleted (its posts, events and page show). */
export const organizationStands: SQL = sql`${organizations.deletedAt} is null`;

/** The same for an organizations row under an alias in hand-written SQL. */
export const organizationStandsAs = (alias: string): SQL => sql.raw(`${alias}.deleted_at is null`);
