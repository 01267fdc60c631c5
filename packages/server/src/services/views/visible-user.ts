import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertCanSeeUser } from '../../policies/visibility.js';

/** A user others may see (policies/visibility.ts): frozen and deleted accounts answer `unknownUser`. */
export async function loadVisibleUser(services: Services, id: number, viewerId: number) {
  const row = await services.repos.users.findById(id);
  if (!row) throw new AppError('unknownUser');
  assertCanSeeUser(row, viewerId, 'unknownUser');
  return row;
}
