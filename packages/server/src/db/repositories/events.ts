// Events and who takes part: each page of a list is one statement with its counts and the viewer's answer.
import { outer } from './outer-column.js';
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { EventCategory, EventKind, EventTag, ParticipationStatus, Standing } from '@gamefolk/contract';
import type { Database } from '../client.js';
import {
  eventParticipants,
  events,
  follows,
  games,
  organizationFollows,
  organizations,
  users,
  type EventRow,
} from '../schema.js';
import { blockedEitherWay, notBlockedSql } from './block-hides.js';
import { organizationStands, userStands } from './user-stands.js';

export type { EventRow };
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'createdAt'>;
export type EventChanges = Omit<NewEvent, 'ownerId'>;

export type EventInContext = EventRow & {
  ownerUsername: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerPhotoUrl: string | null;
  ownerFrozenAt: Date | null;
  ownerDeletedAt: Date | null;
  ownerStanding: Standing;
  orgCode: string | null;
  orgName: string | null;
  orgLogoUrl: string | null;
  gameName: string | null;
  gameIcon: string | null;
  going: number;
  interested: number;
  notGoing: number;
  waiting: number;
  myStatus: ParticipationStatus | null;
};

/** A player moved up from an event's waiting list to "going", and the event's owner, whom the news comes from. */
export interface Promotion {
  eventId: number;
  userId: number;
  ownerId: number;
}

/** What narrows the upcoming list for everyone alike. */
export interface EventFilters {
  gameId?: number;
  tag?: EventTag;
  kind?: EventKind;
  category?: EventCategory;
}

export interface EventSearch extends EventFilters {
  viewerId: number;
  now: Date;
  page: number;
  limit: number;
  onlyFollow: boolean;
}

/** A listed event as everyone sees it: the viewer's answer comes apart. */
export type SharedEventRow = Omit<EventInContext, 'myStatus'>;

/** A page of the upcoming list: the events, the viewer's answers to them, and how many the list holds in all. */
export interface UpcomingPage {
  rows: SharedEventRow[];
  answers: Map<number, ParticipationStatus>;
  total: number;
}

/** Not over, by an owner and organization in good standing, matching the filters: the same for every viewer. */
const listedSql = (f: EventFilters, now: Date): (SQL | undefined)[] => [
  sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${now.toISOString()}`,
  userStands,
  sql`(${events.organizationId} is null or ${organizationStands})`,
  f.gameId ? eq(events.gameId, f.gameId) : undefined,
  f.tag ? sql`${events.tags} @> ${JSON.stringify([f.tag])}::jsonb` : undefined,
  f.kind ? eq(events.kind, f.kind) : undefined,
  f.category ? eq(events.category, f.category) : undefined,
];

/**
 * Moves the longest waiting up to "going" on every event (or the one named) that has free places and a waiting list:
 * a capacity raised or removed, or a "going" account purged with its answers. Locks those events' rows first, as an
 * answer does, so a place is never given twice; the trigger on event_participants moves the counts. Answers who moved
 * up, so that the caller can tell them in the same transaction.
 */
async function fillFreePlaces(db: Database, only?: number): Promise<Promotion[]> {
  const open = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        sql`${events.waitingCount} > 0 and (${events.capacity} is null or ${events.goingCount} < ${events.capacity})`,
        only === undefined ? undefined : eq(events.id, only),
      ),
    )
    .for('update');
  if (!open.length) return [];
  const ids = sql.join(
    open.map((event) => sql`${event.id}`),
    sql`, `,
  );
  const moved = await db.execute<
    Promotion & Record<string, unknown>
  >(sql`update ${eventParticipants} p set status = 'going', updated_at = now()
    from (select w.event_id, w.user_id, e.owner_id
      from (select event_id, user_id, row_number() over (partition by event_id order by updated_at, user_id) as n
        from ${eventParticipants} where status = 'waiting' and event_id in (${ids})) w
      join ${events} e on e.id = w.event_id
      where e.capacity is null or w.n <= e.capacity - e.going_count) f
    where p.event_id = f.event_id and p.user_id = f.user_id
    returning p.event_id as "eventId", p.user_id as "userId", f.owner_id as "ownerId"`);
  return moved.rows;
}

export function eventsRepository(db: Database) {
  const shown = {
    ...getTableColumns(events),
    ownerUsername: users.username,
    ownerFirstName: users.firstName,
    ownerLastName: users.lastName,
    ownerPhotoUrl: users.photoUrl,
    ownerFrozenAt: users.frozenAt,
    ownerDeletedAt: users.deletedAt,
    ownerStanding: users.standing,
    orgCode: organizations.code,
    orgName: organizations.name,
    orgLogoUrl: organizations.logoUrl,
    gameName: games.name,
    gameIcon: games.icon,
    going: events.goingCount,
    interested: events.interestedCount,
    notGoing: events.notGoingCount,
    waiting: events.waitingCount,
  };
  /** An event with its owner, organization, game, counts and the viewer's answer; the list adds its total. */
  const inContext = (viewerId: number) => ({
    ...shown,
    myStatus: sql<ParticipationStatus | null>`(select p.status from ${eventParticipants} p
      where p.event_id = ${outer(events.id)} and p.user_id = ${viewerId})`,
  });

  return {
    create: (values: NewEvent) =>
      db
        .insert(events)
        .values(values)
        .returning()
        .then((rows) => rows[0]!),

    /** The events' names, by id: what a notification about an event names it by. */
    names: (ids: number[]) =>
      ids.length
        ? db.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, ids))
        : Promise.resolve([]),

    byId: (id: number) =>
      db
        .select()
        .from(events)
        .where(eq(events.id, id))
        .then((rows): EventRow | undefined => rows[0]),

    /**
     * A new start time may need its reminder again; a larger capacity lets the longest waiting in, in the same commit.
     * Answers the event as saved and who moved up.
     */
    update: (id: number, changes: EventChanges) =>
      db.transaction(async (tx) => {
        await tx
          .update(eventParticipants)
          .set({ remindedAt: null })
          .where(
            and(
              eq(eventParticipants.eventId, id),
              sql`${eventParticipants.remindedAt} is not null`,
              sql`(select ${events.startsAt} from ${events} where ${events.id} = ${id}) <> ${changes.startsAt}`,
            ),
          );
        const [row] = await tx.update(events).set(changes).where(eq(events.id, id)).returning();
        const promoted = await fillFreePlaces(tx, id);
        if (!promoted.length) return { event: row!, promoted };
        const [counted] = await tx.select().from(events).where(eq(events.id, id));
        return { event: counted!, promoted };
      }),

    /**
     * Places freed around an answer (a purged account's answers go by cascade) go to the longest waiting. Answers who
     * moved up.
     */
    fillFreePlaces: () => db.transaction((tx) => fillFreePlaces(tx)),

    delete: (id: number) =>
      db
        .delete(events)
        .where(eq(events.id, id))
        .then(() => undefined),

    /** One event as `inContext` lists it, and the viewer's place in its waiting list (1 first; null unless waiting). */
    inContext: (id: number, viewerId: number) =>
      db
        .select({
          ...inContext(viewerId),
          // The order in which places are handed out (fillFreePlaces): the longest waiting first.
          myPlace: sql<number | null>`(select (select count(*) from ${eventParticipants} w
              where w.event_id = me.event_id and w.status = 'waiting'
                and (w.updated_at, w.user_id) < (me.updated_at, me.user_id))::int + 1
            from ${eventParticipants} me
            where me.event_id = ${outer(events.id)} and me.user_id = ${viewerId} and me.status = 'waiting')`,
        })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .leftJoin(games, eq(games.id, events.gameId))
        .where(eq(events.id, id))
        .then((rows): (EventInContext & { myPlace: number | null }) | undefined => rows[0]),

    /**
     * Events not over yet (by their end, or their start when they have none), soonest first, with the total.
     * The page is chosen first, so only its rows are joined with what they show and the viewer's answers.
     */
    upcoming(q: EventSearch): Promise<UpcomingPage> {
      const conditions: (SQL | undefined)[] = [
        ...listedSql(q, q.now),
        notBlockedSql(q.viewerId, events.ownerId),
        q.onlyFollow
          ? sql`(exists (select 1 from ${follows} f where f.follower_id = ${q.viewerId} and f.user_id = ${events.ownerId})
              or exists (select 1 from ${organizationFollows} o where o.user_id = ${q.viewerId}
                and o.organization_id = ${events.organizationId}))`
          : undefined,
      ];
      const page = db
        .select({
          id: sql<number>`${events.id}`.as('page_id'),
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .where(and(...conditions))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(q.limit)
        .offset(q.page * q.limit)
        .as('page');
      return db
        .select({ ...inContext(q.viewerId), total: page.total })
        .from(page)
        .innerJoin(events, eq(events.id, page.id))
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .leftJoin(games, eq(games.id, events.gameId))
        .orderBy(asc(events.startsAt), asc(events.id))
        .then((rows) => ({
          rows,
          answers: new Map(rows.flatMap((r) => (r.myStatus ? [[r.id, r.myStatus] as const] : []))),
          total: rows[0]?.total ?? 0,
        }));
    },

    /** The first `limit` events the filters list for everyone, soonest first (services/caches/events-list-cache.ts). */
    upcomingShared: (filters: EventFilters, now: Date, limit: number): Promise<SharedEventRow[]> =>
      db
        .select(shown)
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .leftJoin(games, eq(games.id, events.gameId))
        .where(and(...listedSql(filters, now)))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit),

    /** Listed events read again by id (their counts, after an answer), as `upcomingShared` reads them. */
    sharedByIds: (ids: number[]): Promise<SharedEventRow[]> =>
      db
        .select(shown)
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .leftJoin(games, eq(games.id, events.gameId))
        .where(inArray(events.id, ids)),

    /** How many events the filters list for everyone, per owner: a viewer's total leaves out whom they block. */
    upcomingByOwner: (filters: EventFilters, now: Date) =>
      db
        .select({ ownerId: events.ownerId, n: sql<number>`count(*)::int` })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .leftJoin(organizations, eq(organizations.id, events.organizationId))
        .where(and(...listedSql(filters, now)))
        .groupBy(events.ownerId)
        .then((rows) => new Map(rows.map((r) => [r.ownerId, r.n]))),

    /** Whom the viewer blocks or is blocked by. */
    blockedEitherWay: (viewerId: number) => blockedEitherWay(db, viewerId),

    /** The viewer's answers to these events (one index probe each). */
    answersTo: (viewerId: number, eventIds: number[]) =>
      db
        .select({ eventId: eventParticipants.eventId, status: eventParticipants.status })
        .from(eventParticipants)
        .where(and(eq(eventParticipants.userId, viewerId), inArray(eventParticipants.eventId, eventIds))),

    participants: (eventId: number, status?: ParticipationStatus) =>
      db
        .select({
          status: eventParticipants.status,
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
        })
        .from(eventParticipants)
        .innerJoin(users, eq(users.id, eventParticipants.userId))
        .where(
          and(
            eq(eventParticipants.eventId, eventId),
            status ? eq(eventParticipants.status, status) : undefined,
            userStands,
          ),
        )
        .orderBy(asc(eventParticipants.updatedAt))
        .limit(500),

    /**
     * The compare-and-set of states/participation-moves.ts, under the event's row lock: `decide` names the status a
     * player's answer leads to from the one read (and whether the event is full); it is stored only where the row
     * still holds what was read. A place freed by a "going" who changes their mind goes to the longest waiting.
     * Answers the status stored (undefined when `decide` refused) and who moved up; undefined when the event is gone.
     */
    setParticipation: (
      eventId: number,
      userId: number,
      decide: (current: ParticipationStatus | null, full: boolean) => ParticipationStatus | undefined,
    ) =>
      db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
        if (!event) return undefined;
        const [read] = await tx
          .select({ status: eventParticipants.status })
          .from(eventParticipants)
          .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
        const current = read?.status ?? null;
        // The row is locked, and its count moves only with event_participants: exact until this commits.
        const full = event.capacity !== null && event.goingCount >= event.capacity;
        const status = decide(current, full);
        if (status === undefined || status === current) return { status, promoted: [] as Promotion[] };
        const [written] = current
          ? await tx
              .update(eventParticipants)
              .set({ status, updatedAt: sql`now()` })
              .where(
                and(
                  eq(eventParticipants.eventId, eventId),
                  eq(eventParticipants.userId, userId),
                  eq(eventParticipants.status, current),
                ),
              )
              .returning()
          : await tx.insert(eventParticipants).values({ eventId, userId, status }).onConflictDoNothing().returning();
        if (!written) return undefined;
        // A place freed by a "going" who changes their mind goes to the longest waiting, if it is a place: an event
        // whose capacity was lowered below those going lets nobody in until it is under it again.
        if (current !== 'going') return { status, promoted: [] as Promotion[] };
        const promoted = await fillFreePlaces(tx, eventId);
        return { status, promoted };
      }),

    /**
     * Claims the "going" participants of events starting within the hour who have not been reminded, marking them,
     * and answers them by event: whenever a player said "going" (a day before or in the last hour), they are reminded
     * once before the start. Inside the caller's transaction, claim and notifications land together: two instances
     * never both claim one participant.
     */
    claimReminders: async (now: Date) => {
      const soon = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
      const claimed = await db
        .update(eventParticipants)
        .set({ remindedAt: now })
        .from(events)
        .where(
          and(
            eq(events.id, eventParticipants.eventId),
            eq(eventParticipants.status, 'going'),
            sql`${eventParticipants.remindedAt} is null`,
            sql`${events.startsAt} > ${now.toISOString()} and ${events.startsAt} <= ${soon}`,
          ),
        )
        .returning({
          id: events.id,
          ownerId: events.ownerId,
          name: events.name,
          userId: eventParticipants.userId,
        });
      const byEvent = new Map<number, { id: number; ownerId: number; name: string; going: number[] }>();
      for (const { userId, ...event } of claimed) {
        const entry = byEvent.get(event.id) ?? { ...event, going: [] };
        entry.going.push(userId);
        byEvent.set(event.id, entry);
      }
      return [...byEvent.values()];
    },
  };
}
