import { z } from 'zod';
import { defineAction } from './action.js';
import { authorSchema } from './feed.js';
import { limits } from './limits.js';

export const eventKinds = ['online', 'inPerson'] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventCategories = ['tournament', 'meetup', 'watchParty', 'stream', 'lan', 'other'] as const;
export type EventCategory = (typeof eventCategories)[number];

/** The tag catalogue (`getTags`): keys the apps translate. */
export const eventTags = [
  'competitive',
  'casual',
  'beginners',
  'prizes',
  'community',
  'esports',
  'charity',
  'creative',
  'adultsOnly',
  'free',
] as const;
export type EventTag = (typeof eventTags)[number];

/** `waiting`: said going to a full event; moves up when a place frees. */
export const participationStatuses = ['going', 'interested', 'notGoing', 'waiting'] as const;
export type ParticipationStatus = (typeof participationStatuses)[number];

/** Upcoming events one page holds. */
export const eventPageSize = 20;

const id = z
  .number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
  .int()
  .positive()
  .max(2_147_483_647);
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidInput') })
    .trim()
    .max(max, { error: 'textTooLong' })
    .refine((v) => !v.includes('\u0000'), { error: 'invalidInput' });
/** An instant in UTC, as ISO 8601 with `Z` or an offset (the date picker sends UTC). */
const instant = z.iso.datetime({ offset: true, error: 'invalidDate' }).transform((v) => new Date(v).toISOString());

const eventFields = {
  name: text(80).min(1, { error: 'fieldRequired' }),
  description: text(limits.longText * 4).default(''),
  gameId: id.nullish(),
  /** Post in an organization's name (its founder or admins). */
  organizationId: id.nullish(),
  startsAt: instant,
  endsAt: instant.nullish(),
  kind: z.enum(eventKinds, { error: 'invalidInput' }),
  category: z.enum(eventCategories, { error: 'invalidInput' }).default('other'),
  /** An address for an event in person, a link for one online. */
  location: text(limits.longText).default(''),
  tags: z
    .array(z.enum(eventTags, { error: 'invalidInput' }))
    .max(5, { error: 'invalidInput' })
    .default([]),
  capacity: z.number({ error: 'invalidInput' }).int().min(1).max(100_000).nullish(),
};
const endsAfterStart = (v: { startsAt: string; endsAt?: string | null }) => !v.endsAt || v.endsAt > v.startsAt;
const endsBeforeStart = { error: 'eventEndsBeforeStart' as const, path: ['endsAt'] };

export const eventCountsSchema = z.object({
  going: z.number().int(),
  interested: z.number().int(),
  notGoing: z.number().int(),
  waiting: z.number().int(),
});

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner: authorSchema,
  organization: z.object({ id: z.number().int(), code: z.string(), name: z.string(), logoUrl: z.string() }).nullable(),
  game: z.object({ id: z.number().int(), name: z.string(), icon: z.string() }).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  kind: z.enum(eventKinds),
  category: z.enum(eventCategories),
  location: z.string(),
  tags: z.array(z.enum(eventTags)),
  capacity: z.number().int().nullable(),
  counts: eventCountsSchema,
  me: z.object({
    status: z.enum(participationStatuses).nullable(),
    canEdit: z.boolean(),
    /** On one event's page and answer: the viewer's place in its waiting list (1 first), while they wait. */
    place: z.number().int().optional(),
  }),
  created_at: z.string(),
});
export type GameEvent = z.infer<typeof eventSchema>;

export const getTags = defineAction({
  name: 'getTags',
  access: 'secured',
  input: z.object({}).optional(),
  output: z.array(z.enum(eventTags)),
});

export const createEvent = defineAction({
  name: 'createEvent',
  access: 'secured',
  input: z.object(eventFields).refine(endsAfterStart, endsBeforeStart),
  output: eventSchema,
});

export const updateEvent = defineAction({
  name: 'updateEvent',
  access: 'secured',
  input: z.object({ id, ...eventFields }).refine(endsAfterStart, endsBeforeStart),
  output: eventSchema,
});

export const deleteEvent = defineAction({
  name: 'deleteEvent',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ deleted: z.literal(true) }),
});

export const getEvent = defineAction({
  name: 'getEvent',
  access: 'secured',
  input: z.object({ id }),
  output: eventSchema,
});

/** Events not yet over, soonest first. */
export const getEvents = defineAction({
  name: 'getEvents',
  access: 'secured',
  input: z.object({
    page: z.number({ error: 'invalidInput' }).int().min(0).max(10_000).default(0),
    gameId: id.optional(),
    tag: z.enum(eventTags, { error: 'invalidInput' }).optional(),
    kind: z.enum(eventKinds, { error: 'invalidInput' }).optional(),
    category: z.enum(eventCategories, { error: 'invalidInput' }).optional(),
    /** Only events by people I follow or organizations I follow. */
    onlyFollow: z.boolean({ error: 'invalidInput' }).default(false),
  }),
  output: z.object({ rows: z.array(eventSchema), total_rows: z.number().int(), page: z.number().int() }),
});

export const setParticipation = defineAction({
  name: 'setParticipation',
  access: 'secured',
  input: z.object({ id, status: z.enum(['going', 'interested', 'notGoing'], { error: 'invalidInput' }) }),
  /** The event as it stands after: `me.status` is `waiting` when it was full. */
  output: eventSchema,
});

export const eventParticipantSchema = z.object({ user: authorSchema, status: z.enum(participationStatuses) });

export const getParticipants = defineAction({
  name: 'getParticipants',
  access: 'secured',
  input: z.object({ id, status: z.enum(participationStatuses, { error: 'invalidInput' }).optional() }),
  output: z.array(eventParticipantSchema),
});

/** The event as an iCalendar file ("Add to calendar"). */
export const getEventCalendar = defineAction({
  name: 'getEventCalendar',
  access: 'secured',
  input: z.object({ id }),
  output: z.object({ filename: z.string(), content: z.string() }),
});

export const eventActions = {
  getTags,
  createEvent,
  updateEvent,
  deleteEvent,
  getEvent,
  getEvents,
  setParticipation,
  getParticipants,
  getEventCalendar,
};
