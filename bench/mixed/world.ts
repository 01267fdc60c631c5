// The day of play measured by `npm run bench mixed`: the seeded world and what a player does, as data. Change the
// mix or the sizes here; docs/capacity.md explains the method.

/** The world seeded before the first player arrives (BENCH_SCALE multiplies users, posts, hits and follows). */
export const world = {
  users: 100_000,
  /** A month of posts (30 days, ids in time order), 1 in 10 with an image, 1 in 20 a repost. */
  posts: 300_000,
  hits: 900_000,
  follows: 1_000_000,
  blocks: 2_000,
  /** Users with a session (`bench-token-<id>`): the most simulated players a run can have. */
  sessions: 12_000,
  /** Open lobbies over the catalogue's first games, each with a few applications already. */
  lobbies: 5_000,
  lobbyApplications: 15_000,
  /** Upcoming events over the next month, with answers already given. */
  events: 2_000,
  eventAnswers: 40_000,
  /** Days of daily puzzles (word and category, English) before today, played by two users in three. */
  puzzleDays: 30,
  /** Today's word: guesses use it and a few other five-letter words. */
  todaysWord: 'spawn',
};

/**
 * Think time between two actions of one player: exponential with this mean (seconds), so actions arrive as a
 * Poisson process of rate players / mean. Bounded at 10× the mean so one player never sleeps through a step.
 */
export const thinkSeconds = { mean: 5, max: 50 };

/**
 * What a player does next, with its weight (the chance of an action is its weight over the sum). Each name is an
 * action of the figures; the calls each makes are in bench/mixed/actions.ts.
 */
export const mix = {
  /** getFeed My feed, page 0 then page 1 (two calls, timed together). */
  myFeed: 14,
  /** getFeed Discover, pages 0 and 1. */
  discover: 14,
  /** getOneFeed of a post just read, then getComments. */
  openPost: 12,
  /** like (a hit) on a post just read, or on a post by another player on line (their socket hears of it). */
  hit: 14,
  /** createComment on a post just read, or another player's. */
  comment: 6,
  /** post: a short text, one in four with an image (uploadFile first). */
  post: 3,
  /** A chat message to the player's friend over /ws/chat, timed to the `sent` answer. */
  chat: 12,
  /** searchLobby (the first page, no filter), then applyLobby to one of them one time in three. */
  lobbies: 7,
  /** getEvents, then setParticipation on one of them. */
  events: 5,
  /** todaysPuzzle, then one guessWord. */
  puzzle: 6,
  /** getNotifications, then readNotifications. */
  notifications: 7,
};
export type ActionName = keyof typeof mix;

/** The ramp: players per step, each step held BENCH_HOLD seconds (default 300) after everyone has joined. */
export const steps = [250, 500, 1000, 2000, 3000, 4000, 5000];

/** The knee rule: every action's p99 at most this, and no errors. */
export const kneeP99Ms = 250;
