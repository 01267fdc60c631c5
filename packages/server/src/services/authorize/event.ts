// Loads what policies/event.ts judges, then asks it.
import type { Services } from '../../context.js';
import type { EventRow } from '../../db/repositories/events.js';
import { AppError } from '../../errors/app-error.js';
import { assertMayEditEvent, mayEditEvent, organizationsAskedBy, type EventOwnership } from '../../policies/event.js';
import { canManage } from '../../policies/organization.js';

/** An event that exists, or `eventNotFound`. */
export async function loadEvent(services: Services, id: number): Promise<EventRow> {
  const event = await services.repos.events.byId(id);
  if (!event) throw new AppError('eventNotFound');
  return event;
}

/**
 * The organizations among those of `events` (made by others) that `userId` manages (policies/organization.ts):
 * one read, and only when some event speaks for an organization.
 */
export async function managedOrganizationsAmong(services: Services, userId: number, events: EventOwnership[]) {
  const asked = organizationsAskedBy(userId, events);
  if (asked.size === 0) return new Set<number>();
  const rows = await services.repos.organizations.ofUser(userId);
  const managed = rows.filter((row) => asked.has(row.organization.id) && canManage(row.organization, row.member));
  return new Set(managed.map((row) => row.organization.id));
}

export async function canEditEvent(services: Services, event: EventOwnership, userId: number) {
  return mayEditEvent(event, userId, await managedOrganizationsAmong(services, userId, [event]));
}

export async function assertCanEditEvent(services: Services, event: EventRow, userId: number) {
  assertMayEditEvent(event, userId, await managedOrganizationsAmong(services, userId, [event]));
}
