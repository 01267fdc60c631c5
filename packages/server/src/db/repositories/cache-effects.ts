// Which writes drop which kept entries (cache/cache.ts), declared beside the repositories as data: for each
// repository, every method is either a read (listed in `reads`) or a write (in `writes`), and a write either names
// the tags of what it changes (worked out from its result and arguments) or is NONE, touching nothing any cache
// keeps. cache-effects.test.ts enumerates the repositories' methods and fails on one declared neither way, so a new
// write cannot silently leave a cache serving what it changed. db/repositories/with-cache-effects.ts applies the declarations: the tags
// are announced once the write is done, or inside `repos.transaction` once it has committed.
import { ALL, tags } from '../../cache/tags.js';
import type { Repositories } from './index.js';

/** A write that changes nothing any cache keeps. */
export const NONE = 'none';

type Repos = Omit<Repositories, 'transaction' | 'sql'>;
/** The tags a write changed, from what it answered and what it was given. */
export type Effect<F> = F extends (...args: infer A) => PromiseLike<infer R>
  ? (result: R, ...args: A) => readonly string[]
  : never;
export interface Declaration<Repo> {
  /** Methods that change nothing. */
  reads: readonly (keyof Repo & string)[];
  writes: { [M in keyof Repo]?: Effect<Repo[M]> | typeof NONE };
}
export type CacheEffects = { [R in keyof Repos]: Declaration<Repos[R]> };

/** Lobby searches of one game, and those over every game. */
const lobbiesOf = (gameId: number) => [tags.lobbiesOfGame(gameId), tags.lobbiesOfAnyGame];

export const cacheEffects = {
  users: {
    reads: [
      'findById',
      'byIds',
      'findByLogin',
      'findByEmail',
      'findByGoogleSub',
      'usernameTaken',
      'searchByName',
      'search',
      'standingsEndedBy',
    ],
    writes: {
      // A name, photo, password or standing: their sessions, their posts and what they see, their lobbies and
      // events as listed; frozen, deleted or back, their lobbies and events leave or join every list.
      update: (_row, id, values) => [
        tags.user(id),
        tags.viewer(id),
        tags.author(id),
        tags.owner(id),
        tags.ranking,
        ...('frozenAt' in values || 'deletedAt' in values ? [tags.lobbies, tags.events] : []),
      ],
      // Suspended, banned or back: as a freeze does, on every list their lobbies and events are on.
      moveStanding: (row, id) =>
        row
          ? [tags.user(id), tags.viewer(id), tags.author(id), tags.owner(id), tags.ranking, tags.lobbies, tags.events]
          : [],
      purgeDeletedBefore: () => [ALL],
      insert: NONE,
      fillUsernameSkeletons: NONE,
    },
  },
  games: {
    reads: [
      'findById',
      'hidden',
      'mostPopular',
      'byIds',
      'withFoldedNames',
      'bySteamAppIds',
      'search',
      'slugs',
      'count',
    ],
    writes: {
      // A name or icon shows on the game's lobbies and on events of any list; a merge moves lobbies and events.
      update: (row) => (row ? [...lobbiesOf(row.id), tags.events] : []),
      setCoverIfDrawn: (changed, id) => (changed ? [...lobbiesOf(id), tags.events] : []),
      merge: () => [tags.lobbies, tags.events],
      // Fills a Steam app id only, shown nowhere kept.
      importIgdb: NONE,
      create: NONE,
      insertMissing: NONE,
    },
  },
  feed: {
    reads: [
      'byId',
      'byIds',
      'byShare',
      'visibleById',
      'plainRepost',
      'myFeed',
      'discover',
      'discoverShared',
      'discoverNewer',
      'discoverRows',
      'discoverViewer',
      'byAuthor',
      'byOrganization',
      'byHashtag',
      'search',
      'comments',
      'contextOf',
      'threadOrganizations',
      'likers',
      'attachments',
      'trends',
      'tagCount',
    ],
    writes: {
      // A comment is listed under its post (whose count `bump` changes), not in Discover; a post or repost is taken
      // into Discover's ranking as it stands (services/caches/discover-cache.ts), not ranked again.
      insert: (row) => [
        tags.author(row.userId),
        ...(row.organizationId ? [tags.organization(row.organizationId)] : []),
        ...(row.kind === 'comment' ? [] : [tags.newPosts]),
      ],
      update: (row, id) => [tags.post(id), ...(row ? [tags.author(row.userId)] : []), tags.ranking],
      // Undoing a plain repost deletes it.
      takeBack: (row, id) => [tags.post(id), ...(row ? [tags.author(row.userId)] : []), tags.ranking],
      // Counts move a post's score, not whether it is listed: Discover shows the counts at once and follows the
      // score when its ranking is next made (services/caches/discover-cache.ts).
      bump: (_r, id) => [tags.post(id)],
      // The hitter's own mark shows on pages that list the post: they carry its tag.
      toggleHit: (_r, postId) => [tags.post(postId)],
      // A new post's insert and an edit's update name the ranking; the attachments show on the post.
      setAttachments: (_r, postId) => [tags.post(postId)],
      // Hashtags feed the trends, which are not kept.
      setHashtags: NONE,
      promote: NONE,
    },
  },
  devices: {
    reads: ['byEndpoint', 'forUsers', 'forUser'],
    writes: { upsert: NONE, remove: NONE, removeEndpoint: NONE },
  },
  connections: {
    reads: ['byId', 'live', 'latestFrom', 'incoming', 'connectedIds'],
    writes: { create: NONE, move: NONE },
  },
  reports: {
    reads: ['byId', 'queue', 'subjects', 'ofSubjects', 'openBy', 'about', 'by', 'usersByIds'],
    writes: { insert: NONE, move: NONE },
  },
  moderationLog: {
    reads: ['page', 'byIds', 'removedOf', 'lastStandingMove', 'bannedBefore'],
    writes: { append: NONE },
  },
  moderation: {
    reads: ['users', 'otherManagerExists', 'findPlayers', 'appealById', 'appealsOfLogs', 'appealsPage'],
    writes: { appealInsert: NONE, moveAppeal: NONE },
  },
  chat: {
    reads: [
      'byId',
      'byLobby',
      'isMember',
      'forUser',
      'membersOf',
      'lobbyTitles',
      'messagesByIds',
      'page',
      'after',
      'lastSeen',
      'unreadCounts',
      'pairOf',
      'privacyOf',
      'messageById',
      'unreadIn',
    ],
    writes: {
      open: NONE,
      openGroup: NONE,
      setLobbyMember: NONE,
      post: NONE,
      markRead: NONE,
      moveRequest: NONE,
      savePrivacy: NONE,
      edit: NONE,
      remove: NONE,
    },
  },
  organizations: {
    reads: [
      'codeTaken',
      'byId',
      'byCode',
      'byIds',
      'counts',
      'memberships',
      'membership',
      'managerIds',
      'members',
      'isFollowing',
      'followers',
      'ofUser',
      'search',
    ],
    writes: {
      // Its name and photo show on its posts and events; deleted, its events leave the lists.
      update: (_r, id) => [tags.organization(id), tags.ranking, tags.events],
      toggleFollow: (_r, _organizationId, userId) => [tags.viewer(userId)],
      create: NONE,
      moveMember: NONE,
      transfer: NONE,
    },
  },
  settings: { reads: [], writes: { getOrCreate: NONE } },
  // Read per viewer after the shared caches (services/attention/attention.ts); only the viewer's own facts are kept.
  attention: {
    reads: ['mutedBy', 'settingsOf', 'factsOf'],
    writes: {
      // What the muter's feeds leave out (services/caches/feed-cache.ts keeps it per viewer); the muted player's is theirs.
      mute: (_result, muterId) => [tags.viewer(muterId)],
      unmute: (_result, muterId) => [tags.viewer(muterId)],
      saveMutedWords: (_result, userId) => [tags.viewer(userId)],
      // What the attention rule reads of the player (services/caches/feed-cache.ts keeps it per player).
      saveChannels: (_result, userId) => [tags.viewer(userId)],
      stopDigest: NONE,
      claimDigests: NONE,
    },
  },
  graph: {
    reads: [
      'isBlockedEitherWay',
      'blockBetween',
      'blockedBy',
      'blockedWithAnyone',
      'blocksAmong',
      'blockedAmong',
      'feedSources',
      'followLists',
      'isFollowing',
    ],
    writes: {
      toggleFollow: (_r, followerId) => [tags.viewer(followerId)],
      block: (_r, a, b) => [tags.viewer(a), tags.viewer(b)],
      unblock: (_r, a, b) => [tags.viewer(a), tags.viewer(b)],
    },
  },
  notifications: {
    reads: ['byIds', 'forUser', 'unreadCount', 'find', 'missedSince'],
    writes: { record: NONE, recordMany: NONE, markRead: NONE },
  },
  sessions: {
    reads: ['findLive', 'findLiveOnce', 'byId', 'liveOfUser', 'anyOfUser'],
    writes: {
      revoke: (_r, id) => [tags.session(id)],
      revokeAllOfUser: (_r, userId) => [tags.user(userId)],
      create: NONE,
      // A kept session's last sighting only tells noteSeen when to write again (services/account/sessions.ts).
      markSeen: NONE,
    },
  },
  totp: {
    reads: ['factorOf', 'recoveryCodesLeft'],
    writes: {
      begin: NONE,
      moveStatus: NONE,
      remove: NONE,
      takeTimeStep: NONE,
      replaceRecoveryCodes: NONE,
      useRecoveryCode: NONE,
    },
  },
  passkeys: {
    reads: ['ofUser', 'countOfUser', 'byId', 'byCredentialId'],
    writes: { insert: NONE, rename: NONE, remove: NONE, markUsed: NONE, addChallenge: NONE, takeChallenge: NONE },
  },
  dataExports: {
    reads: ['byId', 'ofUser', 'latestOfUser', 'expiredBy', 'staleRequested'],
    writes: { request: NONE, moveStatus: NONE },
  },
  oneTimeKeys: { reads: ['findLive'], writes: { create: NONE, removeAll: NONE, redeem: NONE, retireAll: NONE } },
  uploads: {
    reads: ['bytesOf', 'ownerless', 'variants', 'ownerOf'],
    writes: { insert: NONE, removeUnreferenced: NONE, claimTranscode: NONE, moveClaimed: NONE },
  },
  profiles: {
    reads: ['get', 'favouriteGames', 'knownGameIds', 'photos'],
    writes: { upsert: NONE, setFavouriteGames: NONE, addPhotos: NONE, removePhotos: NONE },
  },
  puzzles: {
    reads: ['byId', 'byDay', 'scheduledFrom', 'play', 'withPlay', 'finishedOf', 'solvedCount', 'leaderboard'],
    writes: {
      addScore: () => [tags.boards],
      insertIfAbsent: NONE,
      schedule: NONE,
      unschedule: NONE,
      startPlay: NONE,
      moveIfAt: NONE,
      guess: NONE,
      markCompleted: NONE,
    },
  },
  quests: {
    reads: ['writtenCount', 'lobbyCount', 'goingCount', 'linkedCount', 'completedCounts', 'pointsOf'],
    writes: { complete: NONE },
  },
  lobbies: {
    reads: [
      'byId',
      'gameNames',
      'inContext',
      'search',
      'searchPage',
      'searchShared',
      'matchesByOwner',
      'viewer',
      'forMember',
      'inContextByIds',
      'application',
      'applicationInContext',
      'applicationsOf',
      'membersOf',
      'applicationsBy',
      'membership',
      'applicationOf',
    ],
    writes: {
      create: (row) => (row ? lobbiesOf(row.gameId) : []),
      // A lobby moved to another game leaves the searches of its old one: they list its owner.
      move: (row) => (row ? [...lobbiesOf(row.gameId), tags.owner(row.ownerId)] : []),
      delete: (row) => (row ? lobbiesOf(row.gameId) : []),
      apply: (row) => (row ? [tags.viewer(row.userId)] : []),
      moveApplication: ({ lobby, moved }) =>
        moved ? [...(lobby ? lobbiesOf(lobby.gameId) : []), tags.viewer(moved.userId)] : [],
    },
  },
  events: {
    reads: [
      'names',
      'byId',
      'inContext',
      'upcoming',
      'upcomingShared',
      'sharedByIds',
      'upcomingByOwner',
      'blockedEitherWay',
      'answersTo',
      'participants',
    ],
    writes: {
      // Which lists an event joins or leaves depends on its filters and time: every list is read again.
      create: () => [tags.events],
      update: () => [tags.events],
      delete: () => [tags.events],
      // Its counts, and the answers of whoever it moved (the viewer, one promoted from the waiting list); not which
      // events are listed.
      setParticipation: (_r, eventId) => [tags.event(eventId)],
      // Places handed to the waiting lists of any number of events (after a purge).
      fillFreePlaces: (moved) => (moved.length ? [tags.events] : []),
      claimReminders: NONE,
    },
  },
  riot: {
    reads: ['byUser', 'byPuuid', 'due'],
    writes: {
      // A verified rank shows on the owner's lobbies and decides the "verified only" searches.
      link: (_r, userId) => [tags.owner(userId), tags.verifiedLobbies],
      saveSync: (_r, userId) => [tags.owner(userId), tags.verifiedLobbies],
      remove: (_r, userId) => [tags.owner(userId), tags.verifiedLobbies],
      setPlatform: NONE,
      saveFailure: NONE,
      claimRefresh: NONE,
    },
  },
  steam: {
    reads: [
      'byUser',
      'bySteamId',
      'due',
      'library',
      'mostPlayed',
      'recent',
      'game',
      'appsMissingGenres',
      'genres',
      'app',
      'achievementSync',
      'achievements',
      'appsWithIds',
    ],
    writes: {
      insert: NONE,
      remove: NONE,
      useNonce: NONE,
      purgeNonces: NONE,
      markRefreshed: NONE,
      saveProfile: NONE,
      saveLibrary: NONE,
      saveFailure: NONE,
      saveGenres: NONE,
      saveSchema: NONE,
      saveUserAchievements: NONE,
    },
  },
  shop: {
    reads: [
      'products',
      'product',
      'sizesOf',
      'order',
      'orderByNumber',
      'lockOrder',
      'orderWithBuyer',
      'ordersOf',
      'allOrders',
      'lockBuyer',
      'unpaidUnits',
      'expiredPending',
      'cosmeticsOf',
    ],
    writes: {
      insertProduct: NONE,
      seedProduct: NONE,
      updateProduct: NONE,
      replaceSizes: NONE,
      setStock: NONE,
      reserveStock: NONE,
      releaseStock: NONE,
      insertOrder: NONE,
      moveOrder: NONE,
      grantCosmetic: NONE,
      withdrawCosmetic: NONE,
    },
  },
  premium: {
    reads: [
      'lockUser',
      'byOrder',
      'byOrders',
      'lastEnd',
      'liveFrom',
      'currentFor',
      'photoCounts',
      'contentTypeOf',
      'activeLobbyCount',
      'livePinnedLobbyIds',
      'pinWindows',
      'withMember',
      'pinOf',
    ],
    // Lobby search keeps who pins what and the Premium Plus stretches that make a pin count.
    writes: {
      pin: () => [tags.pins],
      unpin: () => [tags.pins],
      insert: () => [tags.pins],
      update: () => [tags.pins],
      claimReminders: NONE,
    },
  },
} satisfies CacheEffects;
