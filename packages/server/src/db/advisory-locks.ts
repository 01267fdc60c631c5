// PostgreSQL advisory locks the server takes, each under its own key: listed together so no two share one.
export const advisoryLocks = {
  /** Instances starting together on one server take turns migrating (session lock, db/client.ts). */
  migrations: 747_201,
  /** IGDB imports take turns (transaction lock, repositories/games.ts `importIgdb`). */
  igdbImport: 7_346_001,
} as const;
