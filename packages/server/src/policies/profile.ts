import type { Session } from '../context.js';
import { AppError } from '../errors/app-error.js';

/** Only the owner edits a profile. */
export function assertOwnProfile(session: Session, userId: number | undefined) {
  if (userId !== undefined && userId !== session.user.id) throw new AppError('unauthorized');
}
