// Lobbies and their applications: each page of a list is one statement with everything presenting it needs.
import { outer } from './outer-column.js';
import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, LobbyStatus, LobbyType, Standing } from '@gamefolk/contract';
import type { Database } from '../client.js';
import {
  follows,
  games,
  lobbies,
  lobbyApplications,
  organizations,
  riotAccounts,
  users,
  type LobbyApplicationRow,
  type LobbyRow,
} from '../schema.js';
import { chatRepository } from './chat.js';
import { blockedEitherWay, notBlockedSql } from './block-hides.js';
import { verifiedRankSql } from './riot.js';
import { userStands } from './user-stands.js';

export type { LobbyApplicationRow, LobbyRow };
export type NewLobby = Omit<typeof lobbies.$inferInsert, 'id' | 'memberCount' | 'status' | 'createdAt' | 'updatedAt'>;
export type LobbyChanges = Omit<NewLobby, 'ownerId'>;
/** A move of states/lobby-moves.ts, as its writer takes it: `whenFull` is where it lands when the members fill it. */
export interface LobbyStatusMove {
  from: readonly LobbyStatus[];
  to: LobbyStatus;
  whenFull?: LobbyStatus;
}

/**
 * The compare-and-set of states/lobby-moves.ts: writes `changes` (the owner's, or the member count) with the move's
 * status, worked out from the members and maximum as written, only while the status is one of `from` and the
 * members fit the maximum. The moved row, or undefined.
 */
function moveLobby(
  db: Pick<Database, 'update'>,
  id: number,
  move: LobbyStatusMove,
  changes: Partial<LobbyChanges> & { memberCount?: number },
) {
  const members = sql`${changes.memberCount ?? lobbies.memberCount}::int`;
  const max = sql`${changes.maxMembers ?? lobbies.maxMembers}::int`;
  const status = move.whenFull
    ? sql`case when ${members} >= ${max} then ${move.whenFull} else ${move.to} end`
    : move.to;
  return db
    .update(lobbies)
    .set({ ...changes, status, updatedAt: sql`now()` })
    .where(and(eq(lobbies.id, id), inArray(lobbies.status, [...move.from]), sql`${members} <= ${max}`))
    .returning()
    .then((rows): LobbyRow | undefined => rows[0]);
}

const ownerCols = {
  ownerUsername: users.username,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerPhotoUrl: users.photoUrl,
  ownerFrozenAt: users.frozenAt,
  ownerDeletedAt: users.deletedAt,
  ownerStanding: users.standing,
};
const gameCols = { gameName: games.name, gameSlug: games.slug, gameIcon: games.icon };
/**
 * The owner's Riot-verified rank in the lobby's game, from the left join on `riot_accounts` (a hash join on a small
 * table: a correlated sub-select here would run once per matching lobby, not per page row).
 */
const ownerVerifiedRank = sql<string | null>`case ${games.slug} when 'league-of-legends' then ${riotAccounts.lolRank}
  when 'valorant' then ${riotAccounts.valorantRank} end`;

/** A lobby with its owner and its game, as every viewer sees it. */
export type SharedLobbyRow = LobbyRow & {
  ownerUsername: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerPhotoUrl: string | null;
  ownerFrozenAt: Date | null;
  ownerDeletedAt: Date | null;
  ownerStanding: Standing;
  gameName: string;
  gameSlug: string;
  gameIcon: string;
  ownerVerifiedRank: string | null;
};

/** A lobby with its owner, its game and the viewer's application, as one row. */
export type LobbyInContext = SharedLobbyRow & {
  myApplicationId: number | null;
  myApplicationStatus: ApplicationStatus | null;
};

/** An application with its applicant and team, as one row. */
export type ApplicationInContext = LobbyApplicationRow & {
  applicantUsername: string;
  applicantFirstName: string | null;
  applicantLastName: string | null;
  applicantPhotoUrl: string | null;
  applicantFrozenAt: Date | null;
  applicantDeletedAt: Date | null;
  applicantStanding: Standing;
  orgCode: string | null;
  orgName: string | null;
  orgLogoUrl: string | null;
  verifiedRank: string | null;
};

/** What a search asks that is the same for every viewer. */
export interface LobbyFilters {
  status: LobbyStatus;
  gameId?: number;
  server?: string;
  rank?: string;
  role?: string;
  type?: LobbyType;
  text?: string;
  verifiedOnly?: boolean;
}

export interface LobbySearch extends LobbyFilters {
  viewerId: number;
  page: number;
  limit: number;
  onlyFollow: boolean;
  /** Only these lobbies (the pinned ones, listed first), or all but these (the rest). */
  onlyIds?: number[];
  exceptIds?: number[];
}

/** A page of a search: the pinned lobbies shown first (page 0 only), the page and the total it is a page of. */
export interface LobbySearchPage {
  pinned: SharedLobbyRow[];
  rows: SharedLobbyRow[];
  total: number;
  /** The viewer's applications, by lobby (at least those to the listed lobbies). */
  applications: Map<number, { id: number; status: ApplicationStatus }>;
}

/** What a viewer adds to shared rows: whom they block or are blocked by, and their applications by lobby. */
export interface LobbyViewer {
  blocked: Set<number>;
  applications: LobbySearchPage['applications'];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner still stands (db/repositories/user-stands.ts). */
const ownerStands = userStands;

/** The conditions a search's filters put on a lobby, its owner and the owner's Riot account. */
const filtersMatch = (q: LobbyFilters): (SQL | undefined)[] => [
  eq(lobbies.status, q.status),
  ownerStands,
  q.gameId ? eq(lobbies.gameId, q.gameId) : undefined,
  q.server ? eq(lobbies.server, q.server) : undefined,
  q.rank ? eq(lobbies.rank, q.rank) : undefined,
  q.role ? eq(lobbies.role, q.role) : undefined,
  q.type ? eq(lobbies.type, q.type) : undefined,
  q.verifiedOnly ? sql`${ownerVerifiedRank} is not null` : undefined,
  q.text ? sql`${lobbies.description} ilike ${`%${escapeLike(q.text)}%`}` : undefined,
];
const newestFirst = [desc(lobbies.createdAt), desc(lobbies.id)];

export function lobbiesRepository(db: Database) {
  const mine = alias(lobbyApplications, 'mine');

  /** Lobbies in context for one viewer; callers add the conditions, order and page. */
  const inContext = (viewerId: number) =>
    db
      .select({
        ...getTableColumns(lobbies),
        ...ownerCols,
        ...gameCols,
        ownerVerifiedRank,
        myApplicationId: mine.id,
        myApplicationStatus: mine.status,
      })
      .from(lobbies)
      .innerJoin(users, eq(users.id, lobbies.ownerId))
      .innerJoin(games, eq(games.id, lobbies.gameId))
      .leftJoin(riotAccounts, eq(riotAccounts.userId, lobbies.ownerId))
      .leftJoin(mine, and(eq(mine.lobbyId, lobbies.id), eq(mine.userId, viewerId)))
      .$dynamic();

  const applicationsInContext = () =>
    db
      .select({
        ...getTableColumns(lobbyApplications),
        applicantUsername: users.username,
        applicantFirstName: users.firstName,
        applicantLastName: users.lastName,
        applicantPhotoUrl: users.photoUrl,
        applicantFrozenAt: users.frozenAt,
        applicantDeletedAt: users.deletedAt,
        applicantStanding: users.standing,
        orgCode: organizations.code,
        orgName: organizations.name,
        orgLogoUrl: organizations.logoUrl,
        verifiedRank: verifiedRankSql(
          lobbyApplications.userId,
          sql`(select vg.slug from ${lobbies} vl join ${games} vg on vg.id = vl.game_id where vl.id = ${outer(lobbyApplications.lobbyId)})`,
        ),
      })
      .from(lobbyApplications)
      .innerJoin(users, eq(users.id, lobbyApplications.userId))
      .leftJoin(organizations, eq(organizations.id, lobbyApplications.organizationId))
      .$dynamic();

  /** Takes the lobby's row lock, so that approvals, removals and edits of one lobby happen one at a time. */
  const lockLobby = (tx: Pick<Database, 'select'>, id: number) =>
    tx
      .select()
      .from(lobbies)
      .where(eq(lobbies.id, id))
      .for('update')
      .then((rows): LobbyRow | undefined => rows[0]);

  /** One page of a search and the total it is a page of, in one statement. */
  const search = (q: LobbySearch) => {
    const conditions: (SQL | undefined)[] = [
      ...filtersMatch(q),
      notBlockedSql(q.viewerId, lobbies.ownerId),
      q.onlyIds ? inArray(lobbies.id, q.onlyIds) : undefined,
      q.exceptIds?.length ? notInArray(lobbies.id, q.exceptIds) : undefined,
      q.onlyFollow
        ? sql`exists (select 1 from ${follows} f where f.follower_id = ${q.viewerId} and f.user_id = ${lobbies.ownerId})`
        : undefined,
    ];
    return db
      .select({
        ...getTableColumns(lobbies),
        ...ownerCols,
        ...gameCols,
        ownerVerifiedRank,
        myApplicationId: mine.id,
        myApplicationStatus: mine.status,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(lobbies)
      .innerJoin(users, eq(users.id, lobbies.ownerId))
      .innerJoin(games, eq(games.id, lobbies.gameId))
      .leftJoin(riotAccounts, eq(riotAccounts.userId, lobbies.ownerId))
      .leftJoin(mine, and(eq(mine.lobbyId, lobbies.id), eq(mine.userId, q.viewerId)))
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.page * q.limit);
  };

  return {
    create: (values: NewLobby) =>
      db
        .insert(lobbies)
        .values(values)
        .returning()
        .then((rows) => rows[0]!),

    byId: (id: number) =>
      db
        .select()
        .from(lobbies)
        .where(eq(lobbies.id, id))
        .then((rows): LobbyRow | undefined => rows[0]),

    /** The game each lobby is for, by lobby id: what a notification about a lobby names it by. */
    gameNames: (ids: number[]) =>
      ids.length
        ? db
            .select({ id: lobbies.id, name: games.name })
            .from(lobbies)
            .innerJoin(games, eq(games.id, lobbies.gameId))
            .where(inArray(lobbies.id, ids))
        : Promise.resolve([]),

    move: (id: number, move: LobbyStatusMove, changes: Partial<LobbyChanges>) => moveLobby(db, id, move, changes),

    delete: (id: number) =>
      db
        .delete(lobbies)
        .where(eq(lobbies.id, id))
        .returning()
        .then((rows): LobbyRow | undefined => rows[0]),

    inContext: (id: number, viewerId: number) =>
      inContext(viewerId)
        .where(eq(lobbies.id, id))
        .then((rows): LobbyInContext | undefined => rows[0]),

    search,

    /**
     * A search page for one viewer, read from the database: the pinned lobbies that match come first, on the first
     * page only (docs/api.md, "Premium"), and are left out of the rest on every page.
     */
    async searchPage(q: LobbySearch, pinnedIds: number[], pinnedShown: number): Promise<LobbySearchPage> {
      const pinned = pinnedIds.length ? await search({ ...q, page: 0, limit: pinnedShown, onlyIds: pinnedIds }) : [];
      const rows = await search({ ...q, exceptIds: pinned.map((l) => l.id) });
      const applications: LobbySearchPage['applications'] = new Map();
      for (const row of [...pinned, ...rows])
        if (row.myApplicationId !== null && row.myApplicationStatus !== null)
          applications.set(row.id, { id: row.myApplicationId, status: row.myApplicationStatus });
      return { pinned: q.page === 0 ? pinned : [], rows, total: (rows[0]?.total ?? 0) + pinned.length, applications };
    },

    /** The first `limit` lobbies matching the filters (only those of `onlyIds` when given), for every viewer. */
    searchShared: (q: LobbyFilters, limit: number, onlyIds?: number[]): Promise<SharedLobbyRow[]> =>
      db
        .select({ ...getTableColumns(lobbies), ...ownerCols, ...gameCols, ownerVerifiedRank })
        .from(lobbies)
        .innerJoin(users, eq(users.id, lobbies.ownerId))
        .innerJoin(games, eq(games.id, lobbies.gameId))
        .leftJoin(riotAccounts, eq(riotAccounts.userId, lobbies.ownerId))
        .where(and(...filtersMatch(q), onlyIds ? inArray(lobbies.id, onlyIds) : undefined))
        .orderBy(...newestFirst)
        .limit(limit),

    /** How many lobbies match the filters, per owner: a viewer's total is theirs less those of whom they block. */
    matchesByOwner: (q: LobbyFilters) =>
      db
        .select({ ownerId: lobbies.ownerId, count: sql<number>`count(*)::int` })
        .from(lobbies)
        .innerJoin(users, eq(users.id, lobbies.ownerId))
        .innerJoin(games, eq(games.id, lobbies.gameId))
        .leftJoin(riotAccounts, eq(riotAccounts.userId, lobbies.ownerId))
        .where(and(...filtersMatch(q)))
        .groupBy(lobbies.ownerId)
        .then((rows) => new Map(rows.map((r) => [r.ownerId, r.count]))),

    /** Whom the viewer blocks or is blocked by, and the viewer's applications by lobby. */
    viewer: async (viewerId: number): Promise<LobbyViewer> => {
      const [blocked, applications] = await Promise.all([
        blockedEitherWay(db, viewerId),
        db
          .select({ lobbyId: lobbyApplications.lobbyId, id: lobbyApplications.id, status: lobbyApplications.status })
          .from(lobbyApplications)
          .where(eq(lobbyApplications.userId, viewerId)),
      ]);
      return {
        blocked,
        applications: new Map(applications.map((a) => [a.lobbyId, { id: a.id, status: a.status }])),
      };
    },

    /** Lobbies the user owns or is an approved member of, newest first. */
    forMember: (userId: number) =>
      inContext(userId)
        .where(
          sql`${lobbies.ownerId} = ${userId} or exists (select 1 from ${lobbyApplications} a
            where a.lobby_id = ${lobbies.id} and a.user_id = ${userId} and a.status = 'approved')`,
        )
        .orderBy(desc(lobbies.createdAt), desc(lobbies.id))
        .limit(200),

    /** Lobbies by id, in context, for presenting applications. */
    inContextByIds: (ids: number[], viewerId: number) =>
      ids.length ? inContext(viewerId).where(inArray(lobbies.id, ids)) : Promise.resolve([] as LobbyInContext[]),

    /** Adds an application; undefined when this player (or team) has one already. */
    apply: (values: { lobbyId: number; userId: number; organizationId: number | null; description: string }) =>
      db
        .insert(lobbyApplications)
        .values(values)
        .onConflictDoNothing()
        .returning()
        .then((rows): LobbyApplicationRow | undefined => rows[0]),

    application: (id: number) =>
      db
        .select()
        .from(lobbyApplications)
        .where(eq(lobbyApplications.id, id))
        .then((rows): LobbyApplicationRow | undefined => rows[0]),

    applicationInContext: (id: number) =>
      applicationsInContext()
        .where(eq(lobbyApplications.id, id))
        .then((rows): ApplicationInContext | undefined => rows[0]),

    /** A lobby's applications, waiting ones first. */
    applicationsOf: (lobbyId: number) =>
      applicationsInContext()
        .where(eq(lobbyApplications.lobbyId, lobbyId))
        .orderBy(sql`${lobbyApplications.status} <> 'pending'`, asc(lobbyApplications.createdAt))
        .limit(500),

    /** The approved members of a lobby (the owner is not an application). */
    membersOf: (lobbyId: number) =>
      applicationsInContext()
        .where(and(eq(lobbyApplications.lobbyId, lobbyId), eq(lobbyApplications.status, 'approved')))
        .orderBy(asc(lobbyApplications.updatedAt)),

    applicationsBy: (userId: number) =>
      applicationsInContext()
        .where(eq(lobbyApplications.userId, userId))
        .orderBy(desc(lobbyApplications.createdAt))
        .limit(200),

    /**
     * The compare-and-set of states/application-moves.ts: moves an application from the status it was read in to
     * `to` (with a new note, for an edit) under the lobby's lock, keeping the member count in step and its status
     * with it (the lobby's move `lobbyMove` picks for it as locked). `room` says whether the lobby had room (approvals only); `moved` is undefined when the application was
     * no longer in the status read, and the row as it was when deleted.
     */
    moveApplication: (
      application: Pick<LobbyApplicationRow, 'id' | 'lobbyId' | 'status'>,
      to: ApplicationStatus | 'deleted',
      changes: { description?: string },
      lobbyMove: (lobby: LobbyRow) => LobbyStatusMove,
    ) =>
      db.transaction(async (tx) => {
        const { lobbyId, status: from } = application;
        const lobby = await lockLobby(tx, lobbyId);
        if (!lobby) return { lobby: undefined, moved: undefined, room: false };
        const joining = to === 'approved' && from !== 'approved';
        const room = lobby.status === 'open' && lobby.memberCount < lobby.maxMembers;
        if (joining && !room) return { lobby, moved: undefined, room: false };
        const where = and(eq(lobbyApplications.id, application.id), eq(lobbyApplications.status, from));
        const [moved] =
          to === 'deleted'
            ? await tx.delete(lobbyApplications).where(where).returning()
            : await tx
                .update(lobbyApplications)
                .set({ ...changes, status: to, updatedAt: sql`now()` })
                .where(where)
                .returning();
        if (!moved) return { lobby, moved: undefined, room };
        const delta = joining ? 1 : from === 'approved' && to !== 'approved' ? -1 : 0;
        if (delta === 0) return { lobby, moved, room };
        // The lobby's group chat takes or drops the member in this same transaction.
        await chatRepository(tx as unknown as Database).setLobbyMember(lobbyId, moved.userId, delta > 0);
        const updated = await moveLobby(tx, lobbyId, lobbyMove(lobby), { memberCount: lobby.memberCount + delta });
        return { lobby: updated, moved, room };
      }),

    /** The user's approved application to a lobby (their membership), if any. */
    membership: (lobbyId: number, userId: number) =>
      db
        .select()
        .from(lobbyApplications)
        .where(
          and(
            eq(lobbyApplications.lobbyId, lobbyId),
            eq(lobbyApplications.userId, userId),
            eq(lobbyApplications.status, 'approved'),
          ),
        )
        .then((rows): LobbyApplicationRow | undefined => rows[0]),
    /** The user's application to a lobby, whatever its status, if any (one per lobby and player). */
    applicationOf: (lobbyId: number, userId: number) =>
      db
        .select()
        .from(lobbyApplications)
        .where(and(eq(lobbyApplications.lobbyId, lobbyId), eq(lobbyApplications.userId, userId)))
        .then((rows): LobbyApplicationRow | undefined => rows[0]),
  };
}
