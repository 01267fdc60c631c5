// The upcoming-events list with the same filters shows the same events, in the same order, with the same counts, to
// everyone but for whom each viewer blocks and their own answers. So each instance keeps, per set of filters, the
// first events that match (with owners, organizations, games and counts) and how many match per owner; a viewer's
// page is cut from that: the owners they block or are blocked by taken out (and off the total), their answers marked,
// events over by the time of the read left out. What a viewer adds (their blocks; their answers to the events they
// are shown) is a small read, kept until news touches it. "From people I follow", pages past what is kept, and a viewer whose blocks take out more than the
// kept rows can cover are read from the database for the viewer, as before.
//
// Fresh: each set of filters is kept (cache/cache.ts) under the tags of what decides which events it lists: every
// event (made, edited or deleted), every owner it counts (a name, photo or standing), every organization shown; the
// writes that change them are declared in db/repositories/cache-effects.ts, and their news reaches every instance at
// once. An answer moves one event's counts (and maybe its waiting list), not the list: it is news on that event,
// which is then read again by id (`sharedByIds`) for every viewer. A viewer's blocks are judged by news on them,
// their answers by news on each event. A set of filters is read again after TTL_MS at the latest, which
// bounds how long a change made around the repositories (by hand in the database) goes unseen, and how long the total
// may still count an event past its end that is beyond the kept rows.
import type { EventFilters, EventSearch, SharedEventRow, UpcomingPage } from '../../db/repositories/events.js';
import type { ParticipationStatus } from '@gamefolk/contract';
import type { Repositories } from '../../db/repositories/index.js';
import { asNow, keepAtMost, type Cache } from '../../cache/cache.js';
import { tags } from '../../cache/tags.js';

export const EVENTS_LIST_TTL_MS = 10_000;
/** Events kept per set of filters: three pages of 20, and room for a viewer's blocks. */
const KEPT_ROWS = 80;
const MAX_ENTRIES = 2_000;
const MAX_VIEWERS = 20_000;
interface Entry {
  rows: SharedEventRow[];
  /** `rows` are every match (at `readAt`). */
  complete: boolean;
  /** When the first of `rows` is over (ms): until then none is, and a page needs no check of each row. */
  firstOver: number;
  byOwner: Map<number, number>;
  total: number;
  readAt: Date;
  /** The news count when it was read, and its events read again since (cache.ts `asNow`). */
  since: number;
  reread: Map<number, { row: SharedEventRow; seq: number }>;
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

const eventTags = (row: SharedEventRow) => [tags.event(row.id)];

/** Which events a list shows depends on: any event, every owner it counts, every organization shown. */
const tagsOf = (entry: Entry) => [
  tags.events,
  ...[...entry.byOwner.keys()].map(tags.owner),
  ...new Set(entry.rows.flatMap((r) => (r.organizationId ? [tags.organization(r.organizationId)] : []))),
];

/** The events repository with the upcoming events kept in memory (composed in compose.ts). */
export function cachedUpcomingEvents(
  events: Repositories['events'],
  cache: Cache,
  now = cache.now,
): Repositories['events'] {
  const entries = cache.namespace('events-list', { ttlMs: EVENTS_LIST_TTL_MS, maxEntries: MAX_ENTRIES });
  const viewers = new Map<number, Viewer>();

  const read = (filters: EventFilters, at: Date): Promise<Entry> =>
    entries.read(
      JSON.stringify(filters),
      async (): Promise<Entry> => {
        const since = cache.seq();
        const [rows, byOwner] = await Promise.all([
          events.upcomingShared(filters, at, KEPT_ROWS),
          events.upcomingByOwner(filters, at),
        ]);
        let total = 0;
        for (const n of byOwner.values()) total += n;
        const firstOver = Math.min(...rows.map((r) => (r.endsAt ?? r.startsAt).getTime()));
        const complete = rows.length < KEPT_ROWS;
        return { rows, complete, firstOver, byOwner, total, readAt: at, since, reread: new Map() };
      },
      (entry) => ({ tags: tagsOf(entry) }),
    );

  const viewerOf = async (viewerId: number): Promise<Viewer> => {
    const kept = viewers.get(viewerId);
    if (kept && kept.until > now() && !cache.changedSince(tags.viewer(viewerId), kept.seq)) return kept;
    const startedAt = cache.seq();
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
      return at === undefined || cache.changedSince(tags.event(id), at);
    });
    if (!stale.length) return;
    const startedAt = cache.seq();
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
    // Events answered since the list was read are read again: their counts are fresh.
    const rows = await asNow(cache, entry, listed.slice(q.page * q.limit, end), eventTags, events.sharedByIds);
    await refreshAnswers(
      q.viewerId,
      viewer,
      rows.map((r) => r.id),
    );
    // As the database reads it: a page past the end counts nothing.
    return { rows, answers: viewer.answers, total: rows.length ? total : 0 };
  };

  return { ...events, upcoming };
}
