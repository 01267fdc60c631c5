import type { GameEvent } from '@gamefolk/contract';
import type { EventInContext } from '../db/repositories/events.js';
import { presentAuthor } from './feed.js';

export function presentEvent(row: EventInContext, canEdit: boolean): GameEvent {
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
    me: { status: row.myStatus, canEdit },
    created_at: row.createdAt.toISOString(),
  };
}
