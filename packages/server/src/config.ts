import path from 'node:path';

/** The browsers' push services: Chrome (FCM), Firefox (Mozilla), Safari (Apple), Edge (Windows). */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Every setting of contract.md, read once from the environment; tests build their own. */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections this instance keeps to the PostgreSQL server (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so instances of one deployment share them and tests don't. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string | undefined;
  /** CDN_URL: where public files are served from when not from our origin (the CSP allows it). */
  cdnUrl: string | undefined;
  /** S3_*: uploads go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  rateLimitScale: number;
  /** TRUST_PROXY: addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty trusts none. */
  trustProxy: string[];
  sessionTtlDays: number;
  /** UPLOAD_QUOTA_MB: what one account's stored files may take together. */
  uploadQuotaBytes: number;
  /** VIDEO_TRANSCODE_TIMEOUT_S: how long making one video's web variant may take before it is marked failed (600). */
  videoTranscodeTimeoutMs: number;
  logLevel: string;
  /** METRICS_TOKEN: the bearer token Prometheus sends to GET /metrics; unset, there is no /metrics (404). */
  metricsToken: string | undefined;
  /** Voice in lobbies (JANUS_URL unset: off); docs/deploy.md. */
  voice: VoiceSettings;
  /** Validate every action's result against its contract schema (on in tests and development). */
  checkOutputs: boolean;
  /** Keep My feed pages in memory until something on them changes (FEED_CACHE=off measures without). */
  feedCache: boolean;
  /** Keep each set of lobby search filters' first matches in memory until a write touches them (LOBBY_CACHE=off measures without). */
  lobbyCache: boolean;
  /** Keep looked-up sessions in memory until revoked or their user changes (SESSION_CACHE=off measures without). */
  sessionCache: boolean;
  /** Keep each set of upcoming-event filters' first matches in memory (EVENTS_CACHE=off measures without). */
  eventsCache: boolean;
  /** Keep puzzle leaderboards in memory until a finish (LEADERBOARD_CACHE=off measures without). */
  leaderboardCache: boolean;
  /** MANAGER_EMAILS, lower-cased: activated accounts with these addresses are managers. */
  managerEmails: string[];
  google: { clientId: string | undefined; jwksUrl: string };
  /**
   * PAYTR_*: PayTR's iFrame API. Without merchant id, key and salt the shop can be browsed and checkout answers
   * `notConfigured`. `timeoutMinutes` is PayTR's timeout_limit: the payment window, as long as unpaid orders hold stock.
   */
  paytr: {
    url: string;
    merchantId: string | undefined;
    merchantKey: string | undefined;
    merchantSalt: string | undefined;
    testMode: boolean;
    timeoutMinutes: number;
  };
  /** TWITCH_AUTH_URL, IGDB_*: the game catalogue's outside source; without client id and secret only our own list is searched. */
  igdb: {
    authUrl: string;
    apiUrl: string;
    imagesUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
  };
  /** GIPHY_*: the GIF picker's search, proxied; without the key the button is hidden and `searchGifs` is `notConfigured`. */
  giphy: { apiUrl: string; apiKey: string | undefined };
  /** Steam: OpenID sign-in needs no key; without `apiKey` the data calls answer `notConfigured`. */
  steam: { openIdUrl: string; apiUrl: string; storeUrl: string; apiKey: string | undefined };
  /** Riot sign-on (RSO) and game data; without client id and secret, sign-on answers `notConfigured`. */
  riot: {
    authUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** `{route}` is replaced by a platform (`euw1`), a region (`europe`) or a Valorant shard (`eu`). */
    apiUrl: string;
    apiKey: string | undefined;
    ddragonUrl: string;
    /** Served as text/plain at /riot.txt; unset: 404. */
    verification: string | undefined;
  };
  /** Web Push: VAPID keys (generated and kept in the database when unset); `ca` trusts a test push service. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    ca: string | undefined;
    /** Hosts (or `*.domain`) a subscription's endpoint may be on: the browsers' push services. */
    endpointHosts: string[];
    /** Private or loopback addresses an endpoint may still reach: none, but tests name their push service's. */
    allowAddresses: string[];
  };
}

export interface VoiceSettings {
  /** JANUS_URL: Janus's WebSocket API as this server reaches it; unset, voice is off. */
  janusUrl: string | undefined;
  /** JANUS_PUBLIC_URL: the same API as browsers reach it (through nginx, say); JANUS_URL when unset. */
  publicUrl: string;
  /** JANUS_API_SECRET: Janus's api_secret, also its token_auth_secret for the tokens players get. */
  apiSecret: string | undefined;
  /** JANUS_ADMIN_KEY: AudioBridge's admin_key, which creating and listing rooms needs. */
  adminKey: string | undefined;
  /** TURN_URLS, TURN_SECRET: coturn's relays and its static-auth-secret (TURN REST credentials). */
  turnUrls: string[];
  turnSecret: string | undefined;
}

export interface S3Settings {
  /** Unset: AWS itself; set: any S3-compatible store (MinIO, Ceph, R2, a test stand-in…). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's usual chain (environment, instance role…). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** http://host/bucket/key instead of http://bucket.host/key (most self-hosted stores need it). */
  forcePathStyle: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  // `npm start` runs in packages/server: the default `./data` is the repository's, and a relative DATA_DIR is
  // read from where npm was started (INIT_CWD), as the README says.
  const dataDir = env.DATA_DIR
    ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR)
    : path.resolve(import.meta.dirname, '../../../data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, Math.floor(Number(env.DATABASE_POOL_SIZE ?? 10)) || 10),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'gf:',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gamefolk <no-reply@gamefolk.gg>',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    cdnUrl: env.CDN_URL ? env.CDN_URL.replace(/\/+$/, '') : undefined,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
        }
      : undefined,
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1) || 1,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    uploadQuotaBytes: (Number(env.UPLOAD_QUOTA_MB ?? 2048) || 2048) * 1024 * 1024,
    videoTranscodeTimeoutMs: (Number(env.VIDEO_TRANSCODE_TIMEOUT_S ?? 600) || 600) * 1000,
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    voice: {
      janusUrl: env.JANUS_URL || undefined,
      publicUrl: env.JANUS_PUBLIC_URL || env.JANUS_URL || '',
      apiSecret: env.JANUS_API_SECRET || undefined,
      adminKey: env.JANUS_ADMIN_KEY || undefined,
      turnUrls: (env.TURN_URLS ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
      turnSecret: env.TURN_SECRET || undefined,
    },
    checkOutputs: env.NODE_ENV !== 'production',
    feedCache: env.FEED_CACHE !== 'off',
    lobbyCache: env.LOBBY_CACHE !== 'off',
    sessionCache: env.SESSION_CACHE !== 'off',
    eventsCache: env.EVENTS_CACHE !== 'off',
    leaderboardCache: env.LEADERBOARD_CACHE !== 'off',
    managerEmails: (env.MANAGER_EMAILS ?? '')
      .split(',')
      .map((mail) => mail.trim().toLowerCase())
      .filter(Boolean),
    igdb: {
      authUrl: (env.TWITCH_AUTH_URL || 'https://id.twitch.tv').replace(/\/+$/, ''),
      apiUrl: (env.IGDB_URL || 'https://api.igdb.com/v4').replace(/\/+$/, ''),
      imagesUrl: (env.IGDB_IMAGES_URL || 'https://images.igdb.com/igdb/image/upload').replace(/\/+$/, ''),
      clientId: env.IGDB_CLIENT_ID || undefined,
      clientSecret: env.IGDB_CLIENT_SECRET || undefined,
    },
    giphy: {
      apiUrl: (env.GIPHY_API_URL || 'https://api.giphy.com').replace(/\/+$/, ''),
      apiKey: env.GIPHY_API_KEY || undefined,
    },
    steam: {
      openIdUrl: (env.STEAM_OPENID_URL || 'https://steamcommunity.com/openid').replace(/\/$/, ''),
      apiUrl: (env.STEAM_API_URL || 'https://api.steampowered.com').replace(/\/$/, ''),
      storeUrl: (env.STEAM_STORE_URL || 'https://store.steampowered.com').replace(/\/$/, ''),
      apiKey: env.STEAM_API_KEY || undefined,
    },
    riot: {
      authUrl: (env.RIOT_AUTH_URL || 'https://auth.riotgames.com').replace(/\/$/, ''),
      clientId: env.RIOT_CLIENT_ID || undefined,
      clientSecret: env.RIOT_CLIENT_SECRET || undefined,
      apiUrl: (env.RIOT_API_URL || 'https://{route}.api.riotgames.com').replace(/\/$/, ''),
      apiKey: env.RIOT_API_KEY || undefined,
      ddragonUrl: (env.RIOT_DDRAGON_URL || 'https://ddragon.leagueoflegends.com').replace(/\/$/, ''),
      verification: env.RIOT_VERIFICATION || undefined,
    },
    paytr: {
      url: (env.PAYTR_URL || 'https://www.paytr.com').replace(/\/+$/, ''),
      merchantId: env.PAYTR_MERCHANT_ID || undefined,
      merchantKey: env.PAYTR_MERCHANT_KEY || undefined,
      merchantSalt: env.PAYTR_MERCHANT_SALT || undefined,
      testMode: env.PAYTR_TEST_MODE === '1' || env.PAYTR_TEST_MODE === 'true',
      timeoutMinutes: 10,
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    },
    push: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT ?? 'mailto:support@gamefolk.gg',
      ca: undefined,
      endpointHosts: pushServiceHosts,
      allowAddresses: [],
    },
  };
}
