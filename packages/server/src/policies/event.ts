import type { EventRow } from '../db/repositories/events.js';
import { AppError } from '../errors/app-error.js';

export type EventOwnership = Pick<EventRow, 'ownerId' | 'organizationId'>;

/** The organizations whose management could let `userId` edit one of `events` (made by others, in one's name). */
export const organizationsAskedBy = (userId: number, events: EventOwnership[]) =>
  new Set(events.flatMap((e) => (e.ownerId !== userId && e.organizationId !== null ? [e.organizationId] : [])));

/**
 * Its creator edits an event; one in an organization's name, also whoever manages that live organization, given
 * the organizations `userId` manages (services/authorize/event.ts `managedOrganizationsAmong`).
 */
export const mayEditEvent = (event: EventOwnership, userId: number, managed: ReadonlySet<number>) =>
  event.ownerId === userId || (event.organizationId !== null && managed.has(event.organizationId));

export function assertMayEditEvent(event: EventOwnership, userId: number, managed: ReadonlySet<number>) {
  if (!mayEditEvent(event, userId, managed)) throw new AppError('unauthorized');
}
