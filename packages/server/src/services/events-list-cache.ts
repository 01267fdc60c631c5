// The upcoming-events list with the same filters shows the same events, in the same order, with the same counts, to
// everyone but for whom each viewer blocks and their own answers. So each instance keeps, per set of filters, the
// first events that match (with owners, organizations, games and counts) and how many match per owner; a viewer's
// page is cut from that: the owners they block or are blocked by taken out (and off the total), their answers marked,
// events over by the time of the read left out. What a viewer adds (their blocks; their answers to the events they
// are shown) is a small read, kept until news touches it. "From people I follow", pages past what is kept, and a viewer whose blocks take out more than the
// kept rows can cover are read from the database for the viewer, as before.
//
// Fresh: every write that can change a list (an event made, edited or deleted; an answer, which moves counts and
// maybe the waiting list; an owner's name, photo or standing; an organization's) is news on the hub, heard by every
// instance, and drops what it touches at once; a read that news heard while it was under way touches is not kept
// (services/kept-news.ts, shared with the lobby search). A set of filters is read
// again after TTL_MS at the latest, which bounds how long a change made around the repositories (by hand in the
// database, a game renamed) goes unseen, and how long the total may still count an event past its end that is
// beyond the kept rows.
import type { EventFilters, EventSearch, SharedEventRow, UpcomingPage } from '../db/repositories/events.js';
import type { ParticipationStatus } from '@gamefolk/contract';
import type { Repositories } from '../db/repositories/index.js';
import type { RealtimeHub } from '../realtime/hub.js';
import { keepAtMost, keptNews, type AnnouncedWrite, type KeptChange } from './kept-news.js';

export const EVENTS_LIST_TTL_MS = 10_000;
/** Events kept per set of filters: three pages of 20, and room for a viewer's blocks. */
const KEPT_ROWS = 80;
const MAX_ENTRIES = 2_000;
const MAX_VIEWERS = 20_000;
const TOPIC = 'cache:events-list';

/** What a write changed: these events' rows, these owners' or organizations' rows, these viewers' own parts. */
export interface EventsListChange extends KeptChange {
  events?: number[];
  owners?: number[];
  organizations?: number[];
}

interface Entry {
  rows: SharedEventRow[];
  /** `rows` are every match (at `readAt`). */
  complete: boolean;
  /** When the first of `rows` is over (ms): until then none is, and a page needs no check of each row. */
  firstOver: number;
  byOwner: Map<number, number>;
  total: number;
  readAt: Date;
  until: number;
}

/** What is the viewer's own: whom they block or are blocked by, their answers to the events they were shown. */
interface Viewer {
  /** The news count when their blocks were read. */
  seq: number;
  blocked: Set<number>;
  answers: Map<number, ParticipationStatus>;
  /** Event id → the news count when the viewer's answer to it was read. */
  checked: Map<number, number>;
  until: number;
}

const touches = (entry: Entry, change: EventsListChange) =>
  Boolean(
    change.all ||
    change.owners?.some((id) => entry.byOwner.has(id)) ||
    (change.events?.length && entry.rows.some((r) => change.events!.includes(r.id))) ||
    (change.organizations?.length && entry.rows.some((r) => change.organizations!.includes(r.organizationId!))),
  );

export function withEventsListCache(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  const entries = new Map<string, Entry>();
  const viewers = new Map<number, Viewer>();
  const news = keptNews<EventsListChange>(hub, TOPIC, EVENTS_LIST_TTL_MS, (change) => {
    if (change.all) {
      entries.clear();
      viewers.clear();
    }
    for (const [key, entry] of entries) if (touches(entry, change)) entries.delete(key);
  });
  // An answer can move anyone's status on its event (their own, or one promoted from the waiting list).
  const answered = news.track((change) => change.events);
  news.onPrune(() => {
    for (const [key, entry] of entries) if (entry.until <= now()) entries.delete(key);
    for (const [id, viewer] of viewers) if (viewer.until <= now()) viewers.delete(id);
  });

  const { events } = repos;

  const read = (filters: EventFilters, at: Date): Promise<Entry> => {
    const key = JSON.stringify(filters);
    const kept = entries.get(key);
    // A read for a moment before the kept one's (a clock set back) may need events over by then.
    if (kept && kept.until > now() && kept.readAt <= at) return Promise.resolve(kept);
    const until = now() + EVENTS_LIST_TTL_MS;
    const load = async (): Promise<Entry> => {
      const [rows, byOwner] = await Promise.all([
        events.upcomingShared(filters, at, KEPT_ROWS),
        events.upcomingByOwner(filters, at),
      ]);
      let total = 0;
      for (const n of byOwner.values()) total += n;
      const firstOver = Math.min(...rows.map((r) => (r.endsAt ?? r.startsAt).getTime()));
      return { rows, complete: rows.length < KEPT_ROWS, firstOver, byOwner, total, readAt: at, until };
    };
    return news.read(key, load, touches, (made) => keepAtMost(entries, key, made, MAX_ENTRIES));
  };

  const viewerOf = async (viewerId: number): Promise<Viewer> => {
    const kept = viewers.get(viewerId);
    if (kept && kept.until > now() && !news.viewerChangedSince(viewerId, kept.seq)) return kept;
    const startedAt = news.seq();
    // Counted from before the read, as the news kept to judge it is pruned on that clock.
    const until = now() + EVENTS_LIST_TTL_MS;
    const blocked = new Set(await events.blockedEitherWay(viewerId));
    const made: Viewer = { seq: startedAt, blocked, answers: new Map(), checked: new Map(), until };
    keepAtMost(viewers, viewerId, made, MAX_VIEWERS);
    return made;
  };

  /** Reads the viewer's answers to those of `ids` never read, or answered by anyone since (news on the event). */
  const refreshAnswers = async (viewerId: number, viewer: Viewer, ids: number[]) => {
    const stale = ids.filter((id) => {
      const at = viewer.checked.get(id);
      return at === undefined || answered.changedSince(id, at);
    });
    if (!stale.length) return;
    const startedAt = news.seq();
    const answers = await events.answersTo(viewerId, stale);
    for (const id of stale) {
      viewer.answers.delete(id);
      viewer.checked.set(id, startedAt);
    }
    for (const a of answers) viewer.answers.set(a.eventId, a.status);
  };

  const upcoming = async (q: EventSearch): Promise<UpcomingPage> => {
    if (q.onlyFollow || (q.page + 1) * q.limit > KEPT_ROWS) return events.upcoming(q);
    const filters: EventFilters = { gameId: q.gameId, tag: q.tag, kind: q.kind, category: q.category };
    const entry = await read(filters, q.now);
    // Shared with a read for a later moment (a clock set back meanwhile): it may lack events not over for this one.
    if (entry.readAt > q.now) return events.upcoming(q);
    const anyOver = entry.firstOver < q.now.getTime();
    const over = (r: SharedEventRow) => anyOver && (r.endsAt ?? r.startsAt) < q.now;
    const viewer = await viewerOf(q.viewerId);
    const { blocked } = viewer;
    const listed = anyOver || blocked.size ? entry.rows.filter((r) => !over(r) && !blocked.has(r.ownerId)) : entry.rows;
    const end = (q.page + 1) * q.limit;
    if (!entry.complete && listed.length < end) return events.upcoming(q);
    let total = entry.total;
    for (const id of blocked) total -= entry.byOwner.get(id) ?? 0;
    if (anyOver) for (const r of entry.rows) if (over(r) && !blocked.has(r.ownerId)) total--;
    const rows = listed.slice(q.page * q.limit, end);
    await refreshAnswers(
      q.viewerId,
      viewer,
      rows.map((r) => r.id),
    );
    // As the database reads it: a page past the end counts nothing.
    return { rows, answers: viewer.answers, total: rows.length ? total : 0 };
  };

  /** The writes that change what a list shows, each announced once done (in a transaction, once committed). */
  const writes = (r: Repositories, after: AnnouncedWrite<EventsListChange>): Repositories => {
    const all = (): EventsListChange => ({ all: true });
    const { graph, users, organizations } = r;
    return {
      ...r,
      events: {
        ...r.events,
        // Which lists an event joins or leaves depends on its filters and time: every list is read again.
        create: after(r.events.create, all),
        update: after(r.events.update, all),
        delete: after(r.events.delete, all),
        // The event's counts, and the answers of whoever it moved (the viewer, one promoted from the waiting list).
        setParticipation: after(r.events.setParticipation, (_r, eventId) => ({ events: [eventId] })),
        // Places handed to the waiting lists of any number of events (after a purge).
        fillFreePlaces: after(r.events.fillFreePlaces, (moved): EventsListChange =>
          moved.length ? { all: true } : {},
        ),
      },
      graph: {
        ...graph,
        block: after(graph.block, (_r, a, b) => ({ viewers: [a, b] })),
        unblock: after(graph.unblock, (_r, a, b) => ({ viewers: [a, b] })),
      },
      users: {
        ...users,
        // Frozen, deleted or back: their events leave or join every list; a name or photo shows on their own.
        update: after(users.update, (_r, id, values) =>
          'frozenAt' in values || 'deletedAt' in values ? { all: true } : { owners: [id] },
        ),
        purgeDeletedBefore: after(users.purgeDeletedBefore, all),
      },
      organizations: {
        ...organizations,
        update: after(organizations.update, (_r, id, values) =>
          'deletedAt' in values ? { all: true } : { organizations: [id] },
        ),
      },
      // A game renamed, given an icon or merged (its events moved to another): shown on events of any list.
      games: {
        ...r.games,
        update: after(r.games.update, all),
        setCoverIfDrawn: after(r.games.setCoverIfDrawn, (changed): EventsListChange => (changed ? { all: true } : {})),
        merge: after(r.games.merge, all),
      },
    };
  };

  const announced = news.announced(repos, writes);
  return { ...announced, events: { ...announced.events, upcoming } };
}
