import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { handlers } from './actions/index.js';
import { composeServices, type ComposeOptions } from './compose.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { registerDataExportDownload } from './http/data-export-download.js';
import { registerEnvelope } from './http/envelope.js';
import { registerErrorHandler } from './http/errors.js';
import { registerHealth } from './http/health.js';
import { loggerOptions } from './http/logging.js';
import { registerMetrics } from './http/metrics.js';
import { registerShopRoutes } from './http/paytr-callback.js';
import { registerRiotRoutes } from './http/riot-verification.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerUnsubscribe } from './http/unsubscribe.js';
import { registerUploads } from './http/uploads.js';
import { registerWebApp } from './http/web-app.js';
import { registerJobs, type Scheduler, type TimedJob } from './jobs/index.js';
import type { JobQueueSettings } from './jobs/queue.js';
import { chatSocket } from './realtime/chat-socket.js';
import { notificationSocket } from './realtime/notification-socket.js';
import { registerSockets } from './realtime/sockets.js';

export interface BuildOptions extends ComposeOptions {
  /** The app closes the database it was given only when this is set (main.ts hands over the one it opened). */
  ownsDatabase?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The job queue's polling and retry delays, and the scheduler's tick (0: tests tick it themselves). */
  jobs?: JobQueueSettings & { tickMs?: number };
  /** The timed jobs the scheduler sends (default: every one, jobs/index.ts); the scheduler's test adds its own. */
  timedJobs?: readonly TimedJob[];
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

  const composed = await composeServices(config, options, app.log);
  const { services } = composed;
  const { outages, hub, metrics } = services;

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

  const scheduler = registerJobs(app, services, { timed: options.timedJobs, tickMs: options.jobs?.tickMs });
  await services.jobs.start();
  app.addHook('onClose', async () => {
    scheduler.stop();
    await services.jobs.stop();
    await composed.close();
    if (!options.database || options.ownsDatabase) await composed.database.close();
  });

  return Object.assign(app, { services, scheduler }) as FastifyInstance & {
    services: Services;
    scheduler: Scheduler;
  };
}
