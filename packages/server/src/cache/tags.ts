// The tags kept entries carry and writes name (cache/cache.ts): one vocabulary for every cache.

/** Everything changed (a purge, or news possibly missed). */
export const ALL = 'all';

export const tags = {
  /** A session's row. */
  session: (id: number) => `session:${id}`,
  /** A user's row: their name, photo, standing, password; their sessions. */
  user: (id: number) => `user:${id}`,
  /** What is a viewer's own: their follows, blocks, applications, answers, hits. */
  viewer: (id: number) => `viewer:${id}`,
  /** A post as shown: its text, counts, attachments, comments, reposts. */
  post: (id: number) => `post:${id}`,
  /** Someone's posts: a new one reaches the pages of those who follow them. */
  author: (id: number) => `author:${id}`,
  /** An organization's row, and its posts. */
  organization: (id: number) => `organization:${id}`,
  /** Any post's place in the shared Discover ranking (an edit, a delete, a standing), but for new posts. */
  ranking: 'ranking',
  /** A new post or repost: Discover's ranking takes it in where its score puts it. */
  newPosts: 'posts:new',
  /** Every lobby search. */
  lobbies: 'lobbies',
  /** The lobby searches of one game. */
  lobbiesOfGame: (id: number) => `lobbies:game:${id}`,
  /** The lobby searches over every game. */
  lobbiesOfAnyGame: 'lobbies:game:any',
  /** Someone's lobbies and events as listed (their name, photo, verified rank). */
  owner: (id: number) => `owner:${id}`,
  /** Who pins which lobby, and the Premium Plus stretches that make a pin count. */
  pins: 'lobbies:pins',
  /** The "verified only" lobby searches (someone's Riot rank changed). */
  verifiedLobbies: 'lobbies:verified',
  /** Every upcoming-events list. */
  events: 'events',
  /** One event's counts and the answers to it. */
  event: (id: number) => `event:${id}`,
  /** The puzzle leaderboards. */
  boards: 'boards',
} as const;
