// PostgreSQL advisory locks the server takes, each under its own key: listed together so no two share one.
export const advisoryLocks = {
  /** Instances starting together on one server take turns migrating (session lock, db/client.ts). */
  migrations: 747_201,
  /** IGDB imports take turns (transaction lock, repositories/games.ts `importIgdb`). */
  igdbImport: 7_346_001,
  /** Picks of the next video to transcode take turns (transaction lock, repositories/uploads.ts `claimTranscode`). */
  transcodePick: 7_346_002,
} as const;
