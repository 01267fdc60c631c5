// The whole schema, one file per domain; drizzle-kit reads this file to generate migrations.
export * from './schema/accounts.js';
export * from './schema/games.js';
export * from './schema/profiles.js';
