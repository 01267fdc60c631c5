// What the server is made of, built in one sequence a reader can follow: the database, the hub, the repositories
// with the caches over them, outages, the job queue and the clients of outside services. app.ts puts HTTP, the
// sockets and the jobs (jobs/index.ts) on top of what this returns.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { createCache, type Cache } from './cache/cache.js';
import { systemClock, systemMs } from './clock.js';
import { seedGames } from './catalog/seed-games.js';
import { seedShop } from './catalog/shop-seed.js';
import { databaseTargetOf, openDatabase, pingDatabase, type DatabaseHandle } from './db/client.js';
import { cacheEffects } from './db/repositories/cache-effects.js';
import { repositories, type Repositories } from './db/repositories/index.js';
import { withCacheEffects } from './db/repositories/with-cache-effects.js';
import { createOutages } from './errors/outages.js';
import { createJobQueue } from './jobs/queue.js';
import type { JobQueueSettings } from './jobs/queue.js';
import { createMailer } from './mail/mailer.js';
import { createGiphyClient } from './providers/giphy.js';
import { createGoogleVerifier } from './providers/google.js';
import { createIgdbClient } from './providers/igdb.js';
import { createJanusClient } from './providers/janus.js';
import { createRiotClient } from './providers/riot.js';
import { createHub } from './realtime/hub.js';
import { createLiveSessions } from './realtime/live-sessions.js';
import { createPresence } from './realtime/presence.js';
import { cachedUpcomingEvents } from './services/caches/events-list-cache.js';
import { cachedAttention, cachedFeed } from './services/caches/feed-cache.js';
import { cachedLeaderboards } from './services/caches/leaderboard-cache.js';
import { cachedLobbySearch, cachedPinnedLobbies } from './services/caches/lobby-search-cache.js';
import { createMetrics, noMetrics } from './services/runtime/metrics.js';
import { createPush } from './services/attention/push.js';
import { createRateLimits } from './services/runtime/rate-limits.js';
import { connectRedis } from './services/runtime/redis.js';
import { cachedSessions } from './services/caches/session-cache.js';
import { createStorage } from './services/files/storage.js';

export interface ComposeOptions {
  /**
   * An already open database: tests pass one (in memory, or a throwaway database on the server), main.ts the one
   * it opened while the server's modules loaded. Without one, the one `config` names is opened.
   */
  database?: DatabaseHandle;
  now?: () => Date;
  /** The caches' clock (ms): tests move it past a kept entry's time instead of waiting. */
  cacheClock?: () => number;
  /** The job queue's polling and retry delays. */
  jobs?: JobQueueSettings;
}

export interface Composed {
  services: Services;
  database: DatabaseHandle;
  /** Stops what was started here, the database aside (its owner closes it). */
  close(): Promise<void>;
}

export async function composeServices(
  config: Config,
  options: ComposeOptions,
  log: FastifyBaseLogger,
): Promise<Composed> {
  const now = options.now ?? systemClock;
  const database = options.database ?? (await openDatabase(databaseTargetOf(config)));
  await seedGames(database.db);
  await seedShop(database.db);
  await repositories(database.db).users.fillUsernameSkeletons();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const hub = createHub(redis, config.redisPrefix);
  // Caches dropped on news from other instances: this one serves nothing before it hears that news.
  await hub.ready();
  // Made before the live sessions, which hear the same news after it.
  const cache = createCache(hub, options.cacheClock);
  const repos = cachedRepositories(config, repositories(database.db, now), cache);
  const presence = createPresence(redis, config.redisPrefix);
  const storage = await createStorage(config);
  if (storage.root) fs.mkdirSync(storage.root, { recursive: true });
  const outages = createOutages(
    {
      database: () => pingDatabase(database.db),
      redis: redis && (() => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status)))),
      storage: () => storage.list()[Symbol.asyncIterator]().next(),
    },
    log,
    systemMs,
  );
  // ioredis reports each failed reconnect; one warning per outage is enough (and without a listener it prints them).
  redis?.on('error', (error) => outages.down('redis', error));

  const jobs = createJobQueue(repos.sql, log, options.jobs, outages);
  const pool = database.kind === 'server' ? (database.db.$client as pg.Pool) : undefined;
  const metrics = config.metricsToken ? createMetrics({ jobs, cache, hub, pool }) : noMetrics;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    log,
    now,
  });
  const janus = config.voice.janusUrl
    ? createJanusClient({ url: config.voice.janusUrl, apiSecret: config.voice.apiSecret })
    : undefined;

  const services: Services = {
    config,
    db: database.db,
    repos,
    mailer,
    rateLimits: createRateLimits(config.rateLimitScale, config.redisPrefix, redis),
    google: createGoogleVerifier(config.google.clientId, config.google.jwksUrl),
    riot: createRiotClient(config.riot, config.appUrl, now),
    igdb: createIgdbClient(config.igdb, { redis, prefix: config.redisPrefix, now }),
    giphy: createGiphyClient(config.giphy),
    janus,
    redis,
    storage,
    outages,
    hub,
    liveSessions: createLiveSessions(hub, repos, log),
    presence,
    push: await createPush({ config, repos, presence, log }),
    jobs,
    metrics,
    now,
    log,
  };

  return {
    services,
    database,
    async close() {
      presence.close();
      janus?.close();
      outages.close();
      await hub.close();
      await mailer.flush();
      storage.close();
      redis?.disconnect();
    },
  };
}

/**
 * The repositories as every caller sees them: each declared write announces the cache tags it changed
 * (db/repositories/cache-effects.ts, applied by with-cache-effects.ts), and each cache (services/*-cache.ts, each
 * switchable in config.ts for benches) replaces the reads it keeps. A repository not named here is the database's.
 * Inside `repos.transaction` every read goes to the database: the caches sit outside it.
 */
export function cachedRepositories(config: Config, stored: Repositories, cache: Cache): Repositories {
  const announced = withCacheEffects(stored, cacheEffects, cache.announce);
  return {
    ...announced,
    sessions: config.sessionCache ? cachedSessions(announced.sessions, cache) : announced.sessions,
    feed: config.feedCache ? cachedFeed(announced.feed, announced.graph, cache) : announced.feed,
    attention: config.feedCache ? cachedAttention(announced.attention, cache) : announced.attention,
    lobbies: config.lobbyCache ? cachedLobbySearch(announced.lobbies, cache) : announced.lobbies,
    premium: config.lobbyCache ? cachedPinnedLobbies(announced.premium, cache) : announced.premium,
    events: config.eventsCache ? cachedUpcomingEvents(announced.events, cache) : announced.events,
    puzzles: config.leaderboardCache ? cachedLeaderboards(announced.puzzles, cache) : announced.puzzles,
  };
}
