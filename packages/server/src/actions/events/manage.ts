import {
  createEvent,
  deleteEvent,
  eventTags,
  getTags,
  setParticipation,
  updateEvent,
  type ActionInput,
} from '@gamefolk/contract';
import type { Services } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { assertCanEditEvent, loadEvent } from '../../services/authorize/event.js';
import { assertManager, loadOrganization } from '../../services/authorize/organization.js';
import { assertNotHiddenByBlock } from '../../services/authorize/visibility.js';
import { withPromotionNotices } from '../../services/community/event-promotions.js';
import { answerEvent } from '../../states/participation-moves.js';
import { presentOneEvent } from './present.js';
import { handle } from '../define.js';

export const getTagsHandler = handle(getTags, async () => [...eventTags]);

type EventInput = ActionInput<typeof createEvent> & { startsAt: string; endsAt?: string | null };

/** The game must be in the catalog, the organization one the user manages, and the start still ahead. */
async function eventChanges(services: Services, input: EventInput, userId: number, startUnchanged = false) {
  if (input.gameId && !(await services.repos.games.findById(input.gameId))) throw new AppError('unknownGame', 'gameId');
  if (input.organizationId)
    await assertManager(services, await loadOrganization(services, input.organizationId), userId);
  const startsAt = new Date(input.startsAt);
  if (!startUnchanged && startsAt.getTime() <= services.now().getTime()) throw new AppError('eventInPast', 'startsAt');
  return {
    name: input.name,
    description: input.description ?? '',
    gameId: input.gameId ?? null,
    organizationId: input.organizationId ?? null,
    startsAt,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    kind: input.kind,
    category: input.category ?? 'other',
    location: input.location ?? '',
    tags: [...new Set(input.tags ?? [])],
    capacity: input.capacity ?? null,
  };
}

export const createEventHandler = handle(createEvent, async (input, { services, session }) => {
  await services.rateLimits.consume('eventWriteByUser', String(session.user.id));
  const changes = await eventChanges(services, input, session.user.id);
  const event = await services.repos.events.create({ ...changes, ownerId: session.user.id });
  return presentOneEvent(services, event.id, session.user.id);
});

export const updateEventHandler = handle(updateEvent, async (input, { services, session }) => {
  await services.rateLimits.consume('eventWriteByUser', String(session.user.id));
  const event = await loadEvent(services, input.id);
  await assertCanEditEvent(services, event, session.user.id);
  const unchanged = new Date(input.startsAt).getTime() === event.startsAt.getTime();
  const changes = await eventChanges(services, input, session.user.id, unchanged);
  // Who posted it stays: an admin editing keeps the organization unless they name another they manage.
  const organizationId = changes.organizationId ?? event.organizationId;
  await withPromotionNotices(
    services,
    async (tx) => (await tx.events.update(event.id, { ...changes, organizationId })).promoted,
  );
  return presentOneEvent(services, event.id, session.user.id);
});

export const deleteEventHandler = handle(deleteEvent, async ({ id }, { services, session }) => {
  await services.rateLimits.consume('eventWriteByUser', String(session.user.id));
  const event = await loadEvent(services, id);
  await assertCanEditEvent(services, event, session.user.id);
  await services.repos.events.delete(event.id);
  return { deleted: true as const };
});

export const setParticipationHandler = handle(setParticipation, async ({ id, status }, { services, session }) => {
  await services.rateLimits.consume('participationByUser', String(session.user.id));
  const event = await loadEvent(services, id);
  await assertNotHiddenByBlock(services, session.user.id, event.ownerId, 'eventNotFound');
  if ((event.endsAt ?? event.startsAt).getTime() < services.now().getTime()) throw new AppError('eventOver');
  await withPromotionNotices(
    services,
    async (tx) => (await answerEvent(tx, event.id, session.user.id, status)).promoted,
  );
  return presentOneEvent(services, event.id, session.user.id);
});
