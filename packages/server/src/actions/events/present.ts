import type { Services } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { canEditEvent } from '../../policies/event.js';
import { presentEvent } from '../../presenters/event.js';

/** One event as the viewer sees it, with whether they may edit it. */
export async function presentOneEvent(services: Services, id: number, viewerId: number) {
  const row = await services.repos.events.inContext(id, viewerId);
  if (!row) throw new AppError('eventNotFound');
  return presentEvent(row, await canEditEvent(services, row, viewerId));
}
