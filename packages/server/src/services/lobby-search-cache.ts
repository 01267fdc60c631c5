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
import { keepAtMost, keptNews, type AnnouncedWrite, type KeptChange } from './kept-news.js';

/** A bound on how long a set of filters is trusted without news (say, while Redis is unreachable). */
export const LOBBY_SEARCH_TTL_MS = 30_000;
/** Lobbies kept per set of filters: three pages of 24, and room for a viewer's blocks. */
const KEPT_ROWS = 72;
const MAX_ENTRIES = 1_000;
const MAX_VIEWERS = 20_000;
const TOPIC = 'cache:lobby-search';

/** What a write changed: lobbies of these games, these owners' lobbies, these viewers' own parts. */
export interface LobbySearchChange extends KeptChange {
  games?: number[];
  owners?: number[];
  /** Who has a verified rank changed: every "verified only" search. */
  verified?: true;
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
  const viewers = new Map<number, Viewer>();
  const news = keptNews<LobbySearchChange>(hub, TOPIC, LOBBY_SEARCH_TTL_MS, (change) => {
    if (change.all) {
      entries.clear();
      viewers.clear();
    }
    for (const [key, entry] of entries) if (touches(entry, change)) entries.delete(key);
  });
  news.onPrune(() => {
    for (const [key, entry] of entries) if (entry.until <= now()) entries.delete(key);
    for (const [id, viewer] of viewers) if (viewer.until <= now()) viewers.delete(id);
  });

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
    const until = now() + LOBBY_SEARCH_TTL_MS;
    const load = async (): Promise<Entry> => {
      const [rows, byOwner, pinned] = await Promise.all([
        lobbies.searchShared(filters, KEPT_ROWS),
        lobbies.matchesByOwner(filters),
        pinnedIds.length ? lobbies.searchShared(filters, pinnedIds.length, pinnedIds) : [],
      ]);
      shareIcons(rows);
      shareIcons(pinned);
      let total = 0;
      for (const count of byOwner.values()) total += count;
      return {
        gameId: filters.gameId,
        verifiedOnly: Boolean(filters.verifiedOnly),
        rows,
        complete: rows.length < KEPT_ROWS,
        pinned,
        byOwner,
        total,
        until,
      };
    };
    // Requests for the same filters share one read, unless news came since it began.
    return news.read(key, load, touches, (made) => keepAtMost(entries, key, made, MAX_ENTRIES));
  };

  const viewerOf = async (viewerId: number): Promise<LobbyViewer> => {
    const kept = viewers.get(viewerId);
    if (kept && kept.until > now() && !news.viewerChangedSince(viewerId, kept.seq)) return kept;
    const startedAt = news.seq();
    const until = now() + LOBBY_SEARCH_TTL_MS;
    const made: Viewer = { ...(await lobbies.viewer(viewerId)), seq: startedAt, until };
    keepAtMost(viewers, viewerId, made, MAX_VIEWERS);
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

  /** The writes that change what a search lists, each announced once done (in a transaction, once committed). */
  const writes = (r: Repositories, after: AnnouncedWrite<LobbySearchChange>): Repositories => {
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
      // A game renamed or given an icon shows on its lobbies; a merge moves lobbies to another game.
      games: {
        ...r.games,
        update: after(r.games.update, (row) => (row ? { games: [row.id] } : {})),
        setCoverIfDrawn: after(r.games.setCoverIfDrawn, (changed, id) => (changed ? { games: [id] } : {})),
        merge: after(r.games.merge, () => ({ all: true })),
      },
      riot: {
        ...riot,
        link: after(riot.link, (_r, userId) => ({ owners: [userId], verified: true })),
        saveSync: after(riot.saveSync, (_r, userId) => ({ owners: [userId], verified: true })),
        remove: after(riot.remove, (_r, userId) => ({ owners: [userId], verified: true })),
      },
    };
  };

  const announced = news.announced(repos, writes);
  return { ...announced, lobbies: { ...announced.lobbies, searchPage } };
}
