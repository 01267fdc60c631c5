import type { Services } from '../context.js';
import type { EventRow } from '../db/repositories/events.js';
import { AppError } from '../errors/app-error.js';
import { canManage } from './organization.js';

/** An event that exists, or `eventNotFound`. */
export async function loadEvent(services: Services, id: number): Promise<EventRow> {
  const event = await services.repos.events.byId(id);
  if (!event) throw new AppError('eventNotFound');
  return event;
}

type EventOwnership = Pick<EventRow, 'ownerId' | 'organizationId'>;

/**
 * The organizations among those of `events` (made by others) that `userId` manages (policies/organization.ts):
 * one read, and only when some event speaks for an organization.
 */
export async function managedOrganizationsAmong(services: Services, userId: number, events: EventOwnership[]) {
  const asked = new Set(
    events.flatMap((e) => (e.ownerId !== userId && e.organizationId !== null ? [e.organizationId] : [])),
  );
  if (asked.size === 0) return new Set<number>();
  const rows = await services.repos.organizations.ofUser(userId);
  const managed = rows.filter((row) => asked.has(row.organization.id) && canManage(row.organization, row.member));
  return new Set(managed.map((row) => row.organization.id));
}

/**
 * Its creator edits an event; one in an organization's name, also whoever manages that live organization, given
 * the organizations `userId` manages (from `managedOrganizationsAmong`).
 */
export const mayEditEvent = (event: EventOwnership, userId: number, managed: ReadonlySet<number>) =>
  event.ownerId === userId || (event.organizationId !== null && managed.has(event.organizationId));

export async function canEditEvent(services: Services, event: EventOwnership, userId: number) {
  return mayEditEvent(event, userId, await managedOrganizationsAmong(services, userId, [event]));
}

export async function assertCanEditEvent(services: Services, event: EventRow, userId: number) {
  if (!(await canEditEvent(services, event, userId))) throw new AppError('unauthorized');
}
