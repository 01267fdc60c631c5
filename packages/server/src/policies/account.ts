import type { Session } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { hidesAccount, standingOf } from '../states/standing-moves.js';

/** A frozen or deleted account, signed in during its grace period, may only look at itself and reopen. */
const allowedWhileSuspended = new Set(['user', 'logout', 'restoreAccount', 'saveUserLanguage']);

/** Before every secured action: a suspended account is refused (`accountFrozen`) all but the few above. */
export function assertMayAct(session: Session, actionName: string) {
  const suspended = session.user.frozenAt || session.user.deletedAt;
  if (suspended && !allowedWhileSuspended.has(actionName)) throw new AppError('accountFrozen');
}

/**
 * Every way in (services/sign-in.ts) asks this first: a suspended or banned player is refused `accountSuspended`,
 * saying until when (null for a ban). A suspension past its end lets the player in, whether or not the scheduler has
 * written it back yet.
 */
export function assertAccountStands(user: Pick<UserRow, 'standing' | 'standingUntil'>, now: Date) {
  const { standing, until } = standingOf(user, now);
  if (hidesAccount(standing)) {
    throw new AppError('accountSuspended', undefined, {}, { until: until ? until.toISOString() : null });
  }
}
