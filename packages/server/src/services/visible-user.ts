import type { Services } from '../context.js';
import { AppError } from '../http/app-error.js';

/** A user others may see: frozen and deleted accounts answer `unknownUser`, except to themselves. */
export async function loadVisibleUser(services: Services, id: number, viewerId: number) {
  const row = await services.repos.users.findById(id);
  if (!row || (row.id !== viewerId && (row.frozenAt || row.deletedAt))) throw new AppError('unknownUser');
  return row;
}
