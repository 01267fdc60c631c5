// Lobby search with the same filters lists the same lobbies, in the same order, for everyone but for whom each
// viewer blocks. So each instance keeps, per set of filters, the first lobbies that match (with their owners and
// games), how many match per owner, and the matching pinned lobbies; a viewer's page is cut from that: the owners
// they block or are blocked by taken out (and their lobbies taken off the total), their own applications marked.
// What a viewer adds (their blocks, their applications) is one small read, kept until either changes.
// Pages past what is kept, "only people I follow", and a viewer whose blocks take out more than the kept rows can
// cover are read from the database per viewer, as before.
//
// Fresh: every write that can change a search (a lobby made, edited, closed, filled, emptied or deleted; an
// owner's name, photo, standing or Riot rank) is news on the hub, heard by every instance, and drops the sets of
// filters it touches at once; a read begun before news that touches it is never kept. A block or an application
// is news for the viewers it concerns. A set of filters is read again after TTL_MS at the latest, which bounds how
// long a change made around the repositories (by hand in the database) goes unseen.
import type { Repositories } from '../db/repositories/index.js';
import type {
  LobbyFilters,
  LobbySearch,
  LobbySearchPage,
  LobbyViewer,
  SharedLobbyRow,
} from '../db/repositories/lobbies.js';
import type { RealtimeHub } from '../realtime/hub.js';

/** A bound on how long a set of filters is trusted without news (say, while Redis is unreachable). */
export const LOBBY_SEARCH_TTL_MS = 30_000;
/** Lobbies kept per set of filters: three pages of 24, and room for a viewer's blocks. */
const KEPT_ROWS = 72;
const MAX_ENTRIES = 1_000;
const MAX_VIEWERS = 20_000;
const TOPIC = 'cache:lobby-search';

/** What a write changed: lobbies of these games, these owners' lobbies, these viewers' own parts. */
export interface LobbySearchChange {
  games?: number[];
  owners?: number[];
  viewers?: number[];
  /** Who has a verified rank changed: every "verified only" search. */
  verified?: true;
  all?: true;
}

interface Entry {
  gameId: number | undefined;
  verifiedOnly: boolean;
  /** The first KEPT_ROWS matches, newest first; `complete` when they are every match. */
  rows: SharedLobbyRow[];
  complete: boolean;
  /** The live pinned lobbies that match, newest first (all of them). */
  pinned: SharedLobbyRow[];
  byOwner: Map<number, number>;
  total: number;
  until: number;
}

interface Viewer extends LobbyViewer {
  seq: number;
  until: number;
}

/** Whether a change can alter what a set of filters lists. */
const touches = (entry: Pick<Entry, 'gameId' | 'verifiedOnly' | 'byOwner'>, change: LobbySearchChange) =>
  Boolean(
    change.all ||
    (change.verified && entry.verifiedOnly) ||
    (change.games?.length && (entry.gameId === undefined || change.games.includes(entry.gameId))) ||
    change.owners?.some((id) => entry.byOwner.has(id)),
  );

export function withLobbySearchCache(repos: Repositories, hub: RealtimeHub, now = () => Date.now()): Repositories {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { seq: number; entry: Promise<Entry> }>();
  const viewers = new Map<number, Viewer>();
  const viewerChangedAt = new Map<number, number>();
  let seq = 0;
  let allChangedAt = 0;
  /** News heard while reads were under way, to judge what they read once they end. */
  let recent: { seq: number; change: LobbySearchChange }[] = [];
  let reading = 0;
  /** Reads begun before it are not kept: set instead of keeping news without end while reads never stop. */
  let spoiledBefore = 0;

  const apply = (change: LobbySearchChange) => {
    seq++;
    if (change.all) {
      allChangedAt = seq;
      entries.clear();
      viewers.clear();
    }
    for (const id of change.viewers ?? []) viewerChangedAt.set(id, seq);
    for (const [key, entry] of entries) if (touches(entry, change)) entries.delete(key);
    if (reading) recent.push({ seq, change });
    if (recent.length > 1_000) {
      recent = [];
      spoiledBefore = seq;
    }
  };
  hub.subscribe(TOPIC, (payload) => apply(payload as LobbySearchChange));
  // News possibly missed (Redis was unreachable a while): nothing kept is trusted.
  hub.onGap(() => apply({ all: true }));
  // Applied here at once (the hub also delivers locally), then on every other instance.
  const changed = (change: LobbySearchChange) => hub.publish(TOPIC, change);

  // A viewer's news older than the previous round can no longer make anything stale: whatever was read before
  // it has outlived its TTL (counted from when its read began).
  let mark = 0;
  const prune = setInterval(() => {
    for (const [id, at] of viewerChangedAt) if (at <= mark) viewerChangedAt.delete(id);
    mark = seq;
    for (const [key, entry] of entries) if (entry.until <= now()) entries.delete(key);
    for (const [id, viewer] of viewers) if (viewer.until <= now()) viewers.delete(id);
  }, LOBBY_SEARCH_TTL_MS);
  prune.unref();

  const { lobbies } = repos;
  // Each row arrives with its own copy of its game's icon (850 bytes); the kept rows of one game share one.
  const icons = new Map<number, string>();
  const shareIcons = (rows: SharedLobbyRow[]) => {
    for (const row of rows) {
      const icon = icons.get(row.gameId);
      if (icon === row.gameIcon) row.gameIcon = icon;
      else icons.set(row.gameId, row.gameIcon);
    }
    return rows;
  };

  const read = (filters: LobbyFilters, pinnedIds: number[]): Promise<Entry> => {
    const key = `${JSON.stringify(filters)}|${pinnedIds.join(',')}`;
    const kept = entries.get(key);
    if (kept && kept.until > now()) return Promise.resolve(kept);
    // Requests for the same filters share one read, unless news came since it began.
    const under = loading.get(key);
    if (under && under.seq === seq) return under.entry;
    const startedAt = seq;
    const until = now() + LOBBY_SEARCH_TTL_MS;
    reading++;
    const entry = Promise.all([
      lobbies.searchShared(filters, KEPT_ROWS),
      lobbies.matchesByOwner(filters),
      pinnedIds.length ? lobbies.searchShared(filters, pinnedIds.length, pinnedIds) : [],
    ])
      .then(([rows, byOwner, pinned]): Entry => {
        shareIcons(rows);
        shareIcons(pinned);
        let total = 0;
        for (const count of byOwner.values()) total += count;
        const made: Entry = {
          gameId: filters.gameId,
          verifiedOnly: Boolean(filters.verifiedOnly),
          rows,
          complete: rows.length < KEPT_ROWS,
          pinned,
          byOwner,
          total,
          until,
        };
        const spoiled =
          startedAt < spoiledBefore || recent.some((news) => news.seq > startedAt && touches(made, news.change));
        if (!spoiled) {
          entries.delete(key);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(key, made);
        }
        return made;
      })
      .finally(() => {
        if (--reading === 0) recent = [];
        if (loading.get(key)?.entry === entry) loading.delete(key);
      });
    loading.set(key, { seq: startedAt, entry });
    return entry;
  };

  const viewerOf = async (viewerId: number): Promise<LobbyViewer> => {
    const kept = viewers.get(viewerId);
    const fresh = kept && kept.until > now() && kept.seq >= allChangedAt;
    if (fresh && (viewerChangedAt.get(viewerId) ?? 0) <= kept.seq) return kept;
    const startedAt = seq;
    const until = now() + LOBBY_SEARCH_TTL_MS;
    const made: Viewer = { ...(await lobbies.viewer(viewerId)), seq: startedAt, until };
    viewers.delete(viewerId);
    if (viewers.size >= MAX_VIEWERS) viewers.delete(viewers.keys().next().value!);
    viewers.set(viewerId, made);
    return made;
  };

  const searchPage = async (q: LobbySearch, pinnedIds: number[], pinnedShown: number): Promise<LobbySearchPage> => {
    if (q.onlyFollow || (q.page + 1) * q.limit > KEPT_ROWS) return lobbies.searchPage(q, pinnedIds, pinnedShown);
    const filters: LobbyFilters = {
      status: q.status,
      gameId: q.gameId,
      server: q.server,
      rank: q.rank,
      role: q.role,
      type: q.type,
      text: q.text,
      verifiedOnly: q.verifiedOnly,
    };
    const [entry, viewer] = await Promise.all([
      read(
        filters,
        [...pinnedIds].sort((a, b) => a - b),
      ),
      viewerOf(q.viewerId),
    ]);
    const { blocked } = viewer;
    const pinned = (blocked.size ? entry.pinned.filter((r) => !blocked.has(r.ownerId)) : entry.pinned).slice(
      0,
      pinnedShown,
    );
    const shownFirst = new Set(pinned.map((r) => r.id));
    const listed =
      blocked.size || shownFirst.size
        ? entry.rows.filter((r) => !blocked.has(r.ownerId) && !shownFirst.has(r.id))
        : entry.rows;
    const end = (q.page + 1) * q.limit;
    // The viewer's blocks took out more than the kept rows can make up for: read for them alone.
    if (!entry.complete && listed.length < end) return lobbies.searchPage(q, pinnedIds, pinnedShown);
    let total = entry.total;
    for (const id of blocked) total -= entry.byOwner.get(id) ?? 0;
    const rows = listed.slice(q.page * q.limit, end);
    return {
      pinned: q.page === 0 ? pinned : [],
      rows,
      applications: viewer.applications,
      // As the database reads it: a page past the end counts only the pinned lobbies.
      total: rows.length ? total : pinned.length,
    };
  };

  /** The writes that change what a search lists, each announcing its change through `announce` once done. */
  const writes = (r: Repositories, announce: (change: LobbySearchChange) => Promise<void>): Repositories => {
    const after =
      <A extends unknown[], R>(
        write: (...args: A) => Promise<R>,
        change: (result: R, ...args: A) => LobbySearchChange,
      ) =>
      async (...args: A) => {
        const result = await write(...args);
        await announce(change(result, ...args));
        return result;
      };
    const lobby = (row: { gameId: number } | undefined): LobbySearchChange => (row ? { games: [row.gameId] } : {});
    const { lobbies, graph, users, riot } = r;
    return {
      ...r,
      lobbies: {
        ...lobbies,
        create: after(lobbies.create, lobby),
        // A lobby moved to another game leaves its old one: the news on its owner reaches the sets that counted it.
        update: after(lobbies.update, (row) => (row ? { games: [row.gameId], owners: [row.ownerId] } : {})),
        delete: after(lobbies.delete, lobby),
        apply: after(lobbies.apply, (row) => ({ viewers: row ? [row.userId] : [] })),
        moveApplication: after(lobbies.moveApplication, ({ lobby: moved, moved: application }) =>
          application ? { ...lobby(moved), viewers: [application.userId] } : {},
        ),
      },
      graph: {
        ...graph,
        block: after(graph.block, (_r, a, b) => ({ viewers: [a, b] })),
        unblock: after(graph.unblock, (_r, a, b) => ({ viewers: [a, b] })),
      },
      users: {
        ...users,
        // Frozen, deleted or back: their lobbies leave or join every search; a name or photo shows on their own.
        update: after(users.update, (_r, id, values) =>
          'frozenAt' in values || 'deletedAt' in values ? { all: true } : { owners: [id] },
        ),
        purgeDeletedBefore: after(users.purgeDeletedBefore, () => ({ all: true })),
      },
      riot: {
        ...riot,
        link: after(riot.link, (_r, userId) => ({ owners: [userId], verified: true })),
        saveSync: after(riot.saveSync, (_r, userId) => ({ owners: [userId], verified: true })),
        remove: after(riot.remove, (_r, userId) => ({ owners: [userId], verified: true })),
      },
    };
  };

  const outside = writes(repos, changed);
  return {
    ...outside,
    lobbies: { ...outside.lobbies, searchPage },
    // Inside a transaction the news waits for the commit: announced before it, a search read in between would be
    // kept as it was, and one rolled back would announce a change that never happened.
    transaction: async (work) => {
      const news: LobbySearchChange[] = [];
      const result = await repos.transaction((tx) => work(writes(tx, async (change) => void news.push(change))));
      for (const change of news) await changed(change);
      return result;
    },
  };
}
