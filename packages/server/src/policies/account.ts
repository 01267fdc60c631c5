import type { Session } from '../context.js';
import { AppError } from '../errors/app-error.js';

/** A frozen or deleted account, signed in during its grace period, may only look at itself and reopen. */
const allowedWhileSuspended = new Set(['user', 'logout', 'restoreAccount', 'saveUserLanguage']);

/** Before every secured action: a suspended account is refused (`accountFrozen`) all but the few above. */
export function assertMayAct(session: Session, actionName: string) {
  const suspended = session.user.frozenAt || session.user.deletedAt;
  if (suspended && !allowedWhileSuspended.has(actionName)) throw new AppError('accountFrozen');
}
