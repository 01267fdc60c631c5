// A player's standing is a state machine set by the moderators: good, warned (a strike for 90 days), suspended
// until a time, banned. Every change is a move of this table, written by one compare-and-set in `moveStanding`
// (the standing and its end as they were read), so of two moderators acting at once exactly one move lands and
// the other is refused. A warning or suspension whose time is up reads as good (`standingOf`) wherever it is
// checked, before jobs/standing-expiry.ts writes it back to good.
import type { ModerationAction, Standing } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { UserRow } from '../db/schema.js';
import type { Move } from './move.js';

/** How long a warning's strike lasts. */
export const STRIKE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

type StandingMoveName = ModerationAction | 'expire' | 'pardon';

export const standingMoves = {
  /** A strike for 90 days; a second warning starts the 90 days again. Not over a suspension or ban. */
  warn: { from: ['good', 'warned'], to: 'warned' },
  /** Until `days` from now; a suspension again sets its new end. */
  suspend: { from: ['good', 'warned', 'suspended'], to: 'suspended' },
  /** No end; a suspended player may be banned. */
  ban: { from: ['good', 'warned', 'suspended'], to: 'banned' },
  /** Ends a suspension or a ban. */
  lift: { from: ['suspended', 'banned'], to: 'good' },
  /** A warning's strike taken back: its appeal granted (services/community/moderation.ts decideAppeal). */
  pardon: { from: ['warned'], to: 'good' },
  /** A warning's strike or a suspension whose time is up (the scheduler's job, not a moderator). */
  expire: { from: ['warned', 'suspended'], to: 'good' },
} as const satisfies Record<StandingMoveName, Move<Standing>>;

/** Standings that hide the account and its posts, lobbies and events, and refuse every sign-in. */
export const hidesAccount = (standing: Standing) => standing === 'suspended' || standing === 'banned';

type StandingRow = Pick<UserRow, 'standing' | 'standingUntil'>;

/** The standing as it holds at `now`: a warning or suspension past its end is over. */
export function standingOf(user: StandingRow, now: Date): { standing: Standing; until: Date | null } {
  const over = user.standingUntil !== null && user.standingUntil.getTime() <= now.getTime();
  return over ? { standing: 'good', until: null } : { standing: user.standing, until: user.standingUntil };
}

/** A moderator's move is judged by the standing as it holds now; `expire` by the one stored, once its end passed. */
export function canMoveStanding(user: StandingRow, move: StandingMoveName, now: Date): boolean {
  const from = standingMoves[move].from as readonly Standing[];
  if (move !== 'expire') return from.includes(standingOf(user, now).standing);
  return from.includes(user.standing) && standingOf(user, now).standing === 'good';
}

/** The end a move sets: 90 days for a warning, `days` for a suspension, none otherwise. */
function untilOf(move: StandingMoveName, now: Date, days: number | undefined): Date | null {
  if (move === 'warn') return new Date(now.getTime() + STRIKE_DAYS * DAY_MS);
  if (move === 'suspend') return new Date(now.getTime() + (days ?? 1) * DAY_MS);
  return null;
}

/**
 * The one writer of a standing: the move only from its from-states (judged at `now`, so an expired suspension can be
 * suspended again or not lifted), and only while the row still holds what was read. The moved row, or undefined.
 */
export async function moveStanding(
  repos: Repositories,
  user: Pick<UserRow, 'id'> & StandingRow,
  move: StandingMoveName,
  now: Date,
  days?: number,
): Promise<UserRow | undefined> {
  if (!canMoveStanding(user, move, now)) return undefined;
  return repos.users.moveStanding(
    user.id,
    { standing: user.standing, until: user.standingUntil },
    { standing: standingMoves[move].to, standingUntil: untilOf(move, now, days) },
  );
}
