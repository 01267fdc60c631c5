import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Repositories } from './db/repositories/index.js';
import type { UserRow } from './db/schema.js';
import type { Mailer } from './mail/mailer.js';
import type { GoogleVerifier } from './providers/google.js';
import type { RiotClient } from './providers/riot.js';
import type { IgdbClient } from './providers/igdb.js';
import type { GiphyClient } from './providers/giphy.js';
import type { RateLimits } from './services/runtime/rate-limits.js';
import type { FileStorage } from './services/files/storage.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { Outages } from './errors/outages.js';
import type { LiveSessions } from './realtime/live-sessions.js';
import type { Presence } from './realtime/presence.js';
import type { PushService } from './services/attention/push.js';
import type { JobQueue } from './jobs/queue.js';
import type { Metrics } from './services/runtime/metrics.js';
import type { JanusClient } from './providers/janus.js';

/** What the server is made of, built once at start-up and handed to every action. */
export interface Services {
  config: Config;
  db: Database;
  repos: Repositories;
  mailer: Mailer;
  rateLimits: RateLimits;
  google: GoogleVerifier;
  riot: RiotClient;
  /** IGDB, for the catalogue's games beyond our own list (not configured: our list only). */
  igdb: IgdbClient;
  giphy: GiphyClient;
  /** Janus's AudioBridge, for lobbies' voice rooms (JANUS_URL; unset: none, and voice is off). */
  janus: JanusClient | undefined;
  redis: Redis | undefined;
  storage: FileStorage;
  /** Dependencies found down, each logged once per outage and answered with 503 meanwhile. */
  outages: Outages;
  hub: RealtimeHub;
  /** Open sockets by session, closed when their session is revoked. */
  liveSessions: LiveSessions;
  presence: Presence;
  push: PushService;
  /** Work done after the answer, once, by any instance (pg-boss): deliveries, pushes, timed jobs. */
  jobs: JobQueue;
  /** Prometheus' families (METRICS_TOKEN); without the setting, a no-op. */
  metrics: Metrics;
  /** The time, injectable so tests can move past grace periods. */
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface Session {
  sessionId: number;
  user: UserRow;
}

/** The request's cookies and the answer's Set-Cookie (HttpOnly, Path /api, Secure when APP_URL is https). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number; sameSite: 'lax' | 'strict' }): void;
  clear(name: string): void;
}

export interface ActionContext {
  services: Services;
  ip: string;
  /** The request's User-Agent header, as sent (kept with a session it opens, named in security mails). */
  userAgent?: string;
  log: FastifyBaseLogger;
  cookies: CookieJar;
  /**
   * The caller's session from its Bearer token, 401 `unauthenticated` without one: for the open action that is
   * secured for one of its purposes (passkeyOptions' `register`). Read only when asked for.
   */
  signedIn(): Promise<Session>;
}

export interface SecuredContext extends ActionContext {
  session: Session;
}
