// The whole schema, one file per domain; drizzle-kit reads this file to generate migrations.
export * from './schema/accounts.js';
export * from './schema/games.js';
export * from './schema/profiles.js';
export * from './schema/feed.js';
export * from './schema/graph.js';
export * from './schema/notifications.js';
export * from './schema/settings.js';
export * from './schema/chat.js';
export * from './schema/organizations.js';
export * from './schema/lobbies.js';
export * from './schema/events.js';
export * from './schema/puzzles.js';
export * from './schema/riot.js';
export * from './schema/steam.js';
export * from './schema/premium.js';
export * from './schema/shop.js';
export * from './schema/moderation.js';
