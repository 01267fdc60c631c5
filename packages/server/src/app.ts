import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { handlers } from './actions/index.js';
import type { Config } from './config.js';
import type { ChatFaults, Services } from './context.js';
import { databaseTargetOf, openDatabase, pingDatabase, type DatabaseHandle } from './db/client.js';
import { repositories, type Repositories } from './db/repositories/index.js';
import fastifyCookie from '@fastify/cookie';
import { registerEnvelope } from './http/envelope.js';
import { registerErrorHandler } from './http/errors.js';
import { createOutages } from './errors/outages.js';
import { registerHealth } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { loggerOptions } from './http/logging.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { createMailer } from './mail/mailer.js';
import { createGoogleVerifier } from './providers/google.js';
import { createRiotClient } from './providers/riot.js';
import { createIgdbClient } from './providers/igdb.js';
import { registerGameJobs } from './services/game-catalogue.js';
import { createGiphyClient } from './providers/giphy.js';
import { createJanusClient } from './providers/janus.js';
import { registerVoiceJobs } from './jobs/voice.js';
import { registerRiotRoutes } from './http/riot-verification.js';
import { registerSteamJobs } from './jobs/steam-sync.js';
import { registerPremiumJobs } from './jobs/premium-reminders.js';
import { registerVideoVariantJobs } from './jobs/video-variants.js';
import { createRateLimits } from './services/rate-limits.js';
import { seedGames } from './catalog/seed-games.js';
import { seedShop } from './catalog/shop-seed.js';
import { registerShopRoutes } from './http/paytr-callback.js';
import { registerUnsubscribe } from './http/unsubscribe.js';
import { connectRedis } from './services/redis.js';
import { createStorage } from './services/storage.js';
import { registerFileJobs } from './services/file-release.js';
import { registerUploads } from './http/uploads.js';
import { createJobQueue, createScheduler, type Scheduler } from './jobs/index.js';
import type { JobQueueSettings } from './jobs/queue.js';
import { registerNotificationJobs } from './services/notify.js';
import { registerChatPushJobs } from './services/chat-push.js';
import { registerSecurityMails } from './services/security-mails.js';
import { registerModerationMails } from './services/moderation.js';
import { registerDataExportJobs } from './services/data-export.js';
import { registerDataExportDownload } from './http/data-export-download.js';
import { createHub } from './realtime/hub.js';
import { createPresence } from './realtime/presence.js';
import { createLiveSessions } from './realtime/live-sessions.js';
import { createPush } from './services/push.js';
import { createCache, type Cache } from './cache/cache.js';
import { createMetrics, noMetrics } from './services/metrics.js';
import { withCacheEffects } from './db/repositories/with-cache-effects.js';
import { cacheEffects } from './db/repositories/cache-effects.js';
import { withEventsListCache } from './services/events-list-cache.js';
import { withFeedCache } from './services/feed-cache.js';
import { withLeaderboardCache } from './services/leaderboard-cache.js';
import { withLobbySearchCache } from './services/lobby-search-cache.js';
import { withSessionCache } from './services/session-cache.js';
import { chatSocket } from './realtime/chat-socket.js';
import { notificationSocket } from './realtime/notification-socket.js';
import { registerSockets } from './realtime/sockets.js';

export interface BuildOptions {
  /**
   * An already open database: tests pass one (in memory, or a throwaway database on the server), main.ts the one
   * it opened while the server's modules loaded. The app closes it only when `ownsDatabase` is set.
   */
  database?: DatabaseHandle;
  ownsDatabase?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** The caches' clock (ms): tests move it past a kept entry's time instead of waiting. */
  cacheClock?: () => number;
  /** The job queue's polling and retry delays, and the scheduler's tick (0: tests tick it themselves). */
  jobs?: JobQueueSettings & { tickMs?: number };
  /** Faults injected into chat sends, for the tests that kill an instance mid-send. */
  chatFaults?: ChatFaults;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance & { services: Services; scheduler: Scheduler }> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // Client addresses come from X-Forwarded-For only when the peer is a proxy we were told to trust.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  });

  const database = options.database ?? (await openDatabase(databaseTargetOf(config)));
  await seedGames(database.db);
  await seedShop(database.db);
  await repositories(database.db).users.fillUsernameSkeletons();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const hub = createHub(redis, config.redisPrefix);
  // Caches dropped on news from other instances: this one serves nothing before it hears that news.
  await hub.ready();
  // One cache (cache/cache.ts): each declared write (db/repositories/cache-effects.ts) announces the tags it changed,
  // and each cache below keeps its reads under tags. Made before the live sessions, which hear the same news after it.
  const cache = createCache(hub, options.cacheClock);
  const announced = withCacheEffects(repositories(database.db), cacheEffects, cache.announce);
  const caches: [boolean, (r: Repositories, c: Cache) => Repositories][] = [
    [config.sessionCache, withSessionCache],
    [config.feedCache, withFeedCache],
    [config.lobbyCache, withLobbySearchCache],
    [config.eventsCache, withEventsListCache],
    [config.leaderboardCache, withLeaderboardCache],
  ];
  const repos = caches.reduce((r, [on, withCache]) => (on ? withCache(r, cache) : r), announced);
  const presence = createPresence(redis, config.redisPrefix);
  const storage = await createStorage(config);
  const outages = createOutages(
    {
      database: () => pingDatabase(database.db),
      redis: redis && (() => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status)))),
      storage: () => storage.list()[Symbol.asyncIterator]().next(),
    },
    app.log,
  );
  // ioredis reports each failed reconnect; one warning per outage is enough (and without a listener it prints them).
  redis?.on('error', (error) => outages.down('redis', error));

  const jobs = createJobQueue(repos.sql, app.log, options.jobs, outages);
  const pool = database.kind === 'server' ? (database.db.$client as pg.Pool) : undefined;
  const metrics = config.metricsToken ? createMetrics({ jobs, cache, hub, pool }) : noMetrics;

  const services: Services = {
    config,
    db: database.db,
    repos,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'mail'),
      from: config.mailFrom,
      log: app.log,
    }),
    rateLimits: createRateLimits(config.rateLimitScale, config.redisPrefix, redis),
    google: createGoogleVerifier(config.google.clientId, config.google.jwksUrl),
    riot: createRiotClient(config.riot, config.appUrl),
    igdb: createIgdbClient(config.igdb, { redis, prefix: config.redisPrefix, now: options.now ?? (() => new Date()) }),
    giphy: createGiphyClient(config.giphy),
    janus: config.voice.janusUrl
      ? createJanusClient({ url: config.voice.janusUrl, apiSecret: config.voice.apiSecret })
      : undefined,
    redis,
    storage,
    outages,
    hub,
    liveSessions: createLiveSessions(hub, repos, app.log),
    presence,
    push: await createPush({ config, repos, presence, log: app.log }),
    jobs,
    metrics,
    now: options.now ?? (() => new Date()),
    log: app.log,
    chatFaults: options.chatFaults,
  };
  if (services.storage.root) fs.mkdirSync(services.storage.root, { recursive: true });

  registerErrorHandler(app, outages);
  // The API speaks JSON only; anything else is refused with 415 rather than read as a string.
  app.removeContentTypeParser('text/plain');
  await registerSecurityHeaders(app, config);
  // Cookies only bind a browser to what it asked for (Steam sign-in, trusted devices); sessions are bearer tokens.
  await app.register(fastifyCookie);
  registerEnvelope(app, services, handlers);
  await registerShopRoutes(app, services);
  await registerUploads(app, services);
  registerDataExportDownload(app, services);
  registerSockets(
    app,
    {
      '/ws/notifications': (socket) => notificationSocket(services, socket),
      '/ws/chat': (socket, url) => chatSocket(services, socket, url),
    },
    hub,
    metrics,
  );
  registerHealth(app, outages);
  registerMetrics(app, services);
  registerRiotRoutes(app, config);
  await registerUnsubscribe(app, services);
  await registerWebApp(app, services, handlers, config.webDist);

  registerNotificationJobs(services);
  registerChatPushJobs(services);
  registerSecurityMails(services);
  registerModerationMails(services);
  registerDataExportJobs(services);
  registerFileJobs(services);
  registerVideoVariantJobs(app, services);
  registerSteamJobs(services);
  registerGameJobs(services);
  registerPremiumJobs(services);
  registerVoiceJobs(services);
  const scheduler = createScheduler(services, services.jobs, {
    tickMs: options.jobs?.tickMs,
  });
  await services.jobs.start();
  app.addHook('onClose', async () => {
    scheduler.stop();
    await services.jobs.stop();
    services.presence.close();
    services.janus?.close();
    outages.close();
    await services.hub.close();
    await services.mailer.flush();
    services.storage.close();
    redis?.disconnect();
    if (!options.database || options.ownsDatabase) await database.close();
  });

  return Object.assign(app, { services, scheduler }) as FastifyInstance & {
    services: Services;
    scheduler: Scheduler;
  };
}
