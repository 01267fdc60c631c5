import type { GameEvent, ParticipationStatus } from '@gamefolk/contract';
import type { EventInContext, SharedEventRow } from '../db/repositories/events.js';
import { presentAuthor } from './feed.js';

type SharedEvent = Omit<GameEvent, 'me'>;

function presentShared(row: SharedEventRow): SharedEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: presentAuthor({
      id: row.ownerId,
      username: row.ownerUsername,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
      photoUrl: row.ownerPhotoUrl,
    }),
    organization:
      row.organizationId !== null && row.orgCode !== null
        ? { id: row.organizationId, code: row.orgCode, name: row.orgName ?? '', logoUrl: row.orgLogoUrl ?? '' }
        : null,
    game:
      row.gameId !== null && row.gameName !== null
        ? { id: row.gameId, name: row.gameName, icon: row.gameIcon ?? '' }
        : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    kind: row.kind,
    category: row.category,
    location: row.location,
    tags: row.tags,
    capacity: row.capacity,
    counts: { going: row.going, interested: row.interested, notGoing: row.notGoing, waiting: row.waiting },
    created_at: row.createdAt.toISOString(),
  };
}

/** One event as the viewer sees it; `myPlace` is their place in its waiting list, when they wait. */
export function presentEvent(row: EventInContext & { myPlace?: number | null }, canEdit: boolean): GameEvent {
  const place = row.myStatus === 'waiting' && row.myPlace ? { place: row.myPlace } : {};
  return { ...presentShared(row), me: { status: row.myStatus, canEdit, ...place } };
}

/** What every viewer sees of a listed event, made once per row: rows kept in memory are presented again and again. */
const shared = new WeakMap<SharedEventRow, SharedEvent>();

/** A listed event as a viewer sees it, given their answer to it and whether they may edit it (policies/event.ts). */
export function presentListedEvent(
  row: SharedEventRow,
  status: ParticipationStatus | null,
  canEdit: boolean,
): GameEvent {
  let event = shared.get(row);
  if (!event) {
    event = presentShared(row);
    shared.set(row, event);
  }
  return { ...event, me: { status, canEdit } };
}
