import type { Session } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { hidesAccount, standingOf } from '../states/standing-moves.js';

/** A frozen or deleted account, signed in during its grace period, may only look at itself and reopen. */
const allowedWhileSuspended = new Set(['user', 'logout', 'restoreAccount', 'saveUserLanguage']);

/**
 * Before every secured action: a frozen or deleted account is refused (`accountFrozen`) all but the few above. A
 * session of a player the moderators suspended or banned (one that slipped past the revocation: a sign-in racing
 * it) is refused everything but `logout`, as its sign-in would be.
 */
export function assertMayAct(session: Session, actionName: string, now: Date) {
  if (actionName !== 'logout') assertAccountStands(session.user, now);
  const suspended = session.user.frozenAt || session.user.deletedAt;
  if (suspended && !allowedWhileSuspended.has(actionName)) throw new AppError('accountFrozen');
}

/**
 * Every way in (services/account/sign-in.ts) asks this first: a suspended or banned player is refused `accountSuspended`,
 * saying until when (null for a ban). A suspension past its end lets the player in, whether or not the scheduler has
 * written it back yet.
 */
export function assertAccountStands(user: Pick<UserRow, 'standing' | 'standingUntil'>, now: Date) {
  const { standing, until } = standingOf(user, now);
  if (hidesAccount(standing)) {
    throw new AppError('accountSuspended', undefined, {}, { until: until ? until.toISOString() : null });
  }
}
