import { createEvents, type EventAttributes } from 'ics';
import { eventPageSize, getEvent, getEventCalendar, getEvents, getParticipants } from '@gamefolk/contract';
import { mayEditEvent } from '../../policies/event.js';
import { loadEvent, managedOrganizationsAmong } from '../../services/authorize/event.js';
import { assertNotHiddenByBlock } from '../../services/authorize/visibility.js';
import { presentAuthor } from '../../presenters/feed.js';
import { presentListedEvent } from '../../presenters/event.js';
import { handle } from '../define.js';
import { presentOneEvent } from './present.js';
import { calendarFileName } from '../../presenters/calendar-name.js';

export const getEventHandler = handle(getEvent, async ({ id }, { services, session }) => {
  const event = await loadEvent(services, id);
  await assertNotHiddenByBlock(services, session.user.id, event.ownerId, 'eventNotFound');
  return presentOneEvent(services, id, session.user.id);
});

export const getEventsHandler = handle(getEvents, async (input, { services, session }) => {
  const me = session.user.id;
  const page = await services.repos.events.upcoming({
    viewerId: me,
    now: services.now(),
    page: input.page,
    limit: eventPageSize,
    gameId: input.gameId,
    tag: input.tag,
    kind: input.kind,
    category: input.category,
    onlyFollow: input.onlyFollow,
  });
  const managed = await managedOrganizationsAmong(services, me, page.rows);
  return {
    rows: page.rows.map((row) =>
      presentListedEvent(row, page.answers.get(row.id) ?? null, mayEditEvent(row, me, managed)),
    ),
    total_rows: page.total,
    page: input.page,
  };
});

export const getParticipantsHandler = handle(getParticipants, async ({ id, status }, { services, session }) => {
  const event = await loadEvent(services, id);
  await assertNotHiddenByBlock(services, session.user.id, event.ownerId, 'eventNotFound');
  const rows = await services.repos.events.participants(event.id, status);
  return rows.map((row) => ({ user: presentAuthor(row), status: row.status }));
});

export const getEventCalendarHandler = handle(getEventCalendar, async ({ id }, { services }) => {
  const event = await loadEvent(services, id);
  const url = `${services.config.appUrl}/events/${event.id}`;
  const attributes: EventAttributes = {
    uid: `event-${event.id}@${new URL(services.config.appUrl).host}`,
    title: event.name,
    description: event.description ? `${event.description}\n\n${url}` : url,
    url,
    location: event.location || undefined,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(event.endsAt
      ? { end: event.endsAt.getTime(), endInputType: 'utc' as const, endOutputType: 'utc' as const }
      : { duration: { hours: 1 } }),
  };
  const { error, value } = createEvents([attributes], { productId: '-//Gamefolk//Events//EN' });
  if (error || !value) throw error ?? new Error('calendar not made');
  return { filename: calendarFileName(event.name), content: value };
});
