import type { Services } from '../context.js';
import type { EventRow } from '../db/repositories/events.js';
import { AppError } from '../http/app-error.js';
import { canManage } from './organization.js';

/** An event that exists, or `eventNotFound`. */
export async function loadEvent(services: Services, id: number): Promise<EventRow> {
  const event = await services.repos.events.byId(id);
  if (!event) throw new AppError('eventNotFound');
  return event;
}

/** Its creator edits an event; one in an organization's name, also that organization's founder and admins. */
export async function canEditEvent(services: Services, event: EventRow, userId: number) {
  if (event.ownerId === userId) return true;
  if (event.organizationId === null) return false;
  const org = await services.repos.organizations.byId(event.organizationId);
  if (!org || org.deletedAt) return false;
  return canManage(org, await services.repos.organizations.membership(org.id, userId));
}

export async function assertCanEditEvent(services: Services, event: EventRow, userId: number) {
  if (!(await canEditEvent(services, event, userId))) throw new AppError('unauthorized');
}
