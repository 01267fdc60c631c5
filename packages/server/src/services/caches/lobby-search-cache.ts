// Lobby search with the same filters lists the same lobbies, in the same order, for everyone but for whom each
// viewer blocks. So each instance keeps, per set of filters, the first lobbies that match (with their owners and
// games), how many match per owner, and the matching pinned lobbies; a viewer's page is cut from that: the owners
// they block or are blocked by taken out (and their lobbies taken off the total), their own applications marked.
// What a viewer adds (their blocks, their applications) is one small read, kept until either changes.
// Pages past what is kept, "only people I follow", and a viewer whose blocks take out more than the kept rows can
// cover are read from the database per viewer, as before.
//
// The pinned lobbies come from memory too: every pin with the windows of its member's Premium Plus stretches.
//
// Fresh: each set of filters is kept (cache/cache.ts) under the tags of what it lists: its game (or every game), the
// owners it counts, "verified only"; the writes that change them (a lobby made, edited, closed, filled, emptied or
// deleted; an owner's name, photo, standing or Riot rank) are declared in db/repositories/cache-effects.ts and their
// news reaches every instance at once. A viewer's part is kept under their own tag (a block, an application). A set of
// filters is read again after TTL_MS at the latest, which bounds how long a change made around the repositories (by
// hand in the database) goes unseen.
import type { Cache } from '../../cache/cache.js';
import { tags } from '../../cache/tags.js';
import type { Repositories } from '../../db/repositories/index.js';
import type {
  LobbyFilters,
  LobbySearch,
  LobbySearchPage,
  LobbyViewer,
  SharedLobbyRow,
} from '../../db/repositories/lobbies.js';

/** A bound on how long a set of filters is trusted without news (say, while Redis is unreachable). */
export const LOBBY_SEARCH_TTL_MS = 30_000;
/** Lobbies kept per set of filters: three pages of 24, and room for a viewer's blocks. */
const KEPT_ROWS = 72;
const MAX_ENTRIES = 1_000;
const MAX_VIEWERS = 20_000;

interface Entry {
  /** The first KEPT_ROWS matches, newest first; `complete` when they are every match. */
  rows: SharedLobbyRow[];
  complete: boolean;
  /** The live pinned lobbies that match, newest first (all of them). */
  pinned: SharedLobbyRow[];
  byOwner: Map<number, number>;
  total: number;
}

/** What a set of filters lists depends on: its game (or every game), "verified only", and the owners it counts. */
const tagsOf = (filters: LobbyFilters, entry: Entry) => [
  tags.lobbies,
  filters.gameId === undefined ? tags.lobbiesOfAnyGame : tags.lobbiesOfGame(filters.gameId),
  ...(filters.verifiedOnly ? [tags.verifiedLobbies] : []),
  ...[...entry.byOwner.keys()].map(tags.owner),
];

/** The lobbies repository with the search's first pages kept in memory (composed in compose.ts). */
export function cachedLobbySearch(lobbies: Repositories['lobbies'], cache: Cache): Repositories['lobbies'] {
  const entries = cache.namespace('lobby-search', { ttlMs: LOBBY_SEARCH_TTL_MS, maxEntries: MAX_ENTRIES });
  const viewers = cache.namespace('lobby-viewers', { ttlMs: LOBBY_SEARCH_TTL_MS, maxEntries: MAX_VIEWERS });
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

  const read = (filters: LobbyFilters, pinnedIds: number[]): Promise<Entry> =>
    // Requests for the same filters share one read, unless news came since it began.
    entries.read(
      `${JSON.stringify(filters)}|${pinnedIds.join(',')}`,
      async (): Promise<Entry> => {
        const [rows, byOwner, pinned] = await Promise.all([
          lobbies.searchShared(filters, KEPT_ROWS),
          lobbies.matchesByOwner(filters),
          pinnedIds.length ? lobbies.searchShared(filters, pinnedIds.length, pinnedIds) : [],
        ]);
        shareIcons(rows);
        shareIcons(pinned);
        let total = 0;
        for (const count of byOwner.values()) total += count;
        return { rows, complete: rows.length < KEPT_ROWS, pinned, byOwner, total };
      },
      (entry) => ({ tags: tagsOf(filters, entry) }),
    );

  const viewerOf = (viewerId: number): Promise<LobbyViewer> =>
    viewers.read(
      String(viewerId),
      () => lobbies.viewer(viewerId),
      () => ({ tags: [tags.viewer(viewerId)] }),
    );

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

  return { ...lobbies, searchPage };
}

/**
 * The premium repository with the live pins kept in memory (composed in compose.ts, with the lobby search's cache).
 * Every search asks which lobbies are pinned now. Who pins what and the Premium Plus stretches behind the pins are
 * kept whole (they change only through the writes tagged `pins`), so a stretch that starts or ends needs no news:
 * each search judges the kept windows against its own clock.
 */
export function cachedPinnedLobbies(premium: Repositories['premium'], cache: Cache): Repositories['premium'] {
  const pinWindows = cache.namespace('lobby-pins', { ttlMs: LOBBY_SEARCH_TTL_MS, maxEntries: 1 });
  const livePinnedLobbyIds = async (at: Date) => {
    const windows = await pinWindows.read(
      'windows',
      () => premium.pinWindows(at),
      () => ({ tags: [tags.pins] }),
    );
    const live = windows.filter((w) => w.startsAt <= at && w.endsAt > at).map((w) => w.lobbyId);
    return [...new Set(live)];
  };

  return { ...premium, livePinnedLobbyIds };
}
