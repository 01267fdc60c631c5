import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { canEditEvent } from '../../services/authorize/event.js';
import { presentEvent } from '../../presenters/event.js';
import { assertCanSeeUser, ownerOf } from '../../policies/visibility.js';

/** One event as the viewer sees it, with whether they may edit it. */
export async function presentOneEvent(services: Services, id: number, viewerId: number) {
  const row = await services.repos.events.inContext(id, viewerId);
  // An event of a frozen or deleted account is gone with its owner's name and photo.
  if (!row) throw new AppError('eventNotFound');
  assertCanSeeUser(ownerOf(row), viewerId, 'eventNotFound');
  return presentEvent(row, await canEditEvent(services, row, viewerId));
}
