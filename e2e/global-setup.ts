import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPaytrStandIn } from '../packages/server/src/test/paytr-stand-in';
import { startRiotStandIn } from '../packages/server/src/test/riot-stand-in';
import { startSteamStandIn } from '../packages/server/src/test/steam-stand-in';
import { standInGiphyKey, startGiphyStandIn } from '../packages/server/src/test/giphy-stand-in';
import { startIgdbStandIn } from '../packages/server/src/test/igdb-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = resolve(import.meta.dirname, '..');

// Vitest sets NODE_ENV=test; the build and the server must run as they do for real (React's production build).
const { NODE_ENV: _vitestEnv, ...cleanEnv } = process.env;
const web = join(root, 'packages/web');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the web app unless dist is newer than every source it is built from. */
function buildWebIfNeeded() {
  const index = join(web, 'dist/index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => join(web, p));
  const contract = join(root, 'packages/contract/src');
  const stale =
    !existsSync(index) || Math.max(...sources.map(newestMtime), newestMtime(contract)) > statSync(index).mtimeMs;
  if (!stale) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@gamefolk/web'], {
    cwd: root,
    stdio: 'inherit',
    env: cleanEnv,
  });
  if (result.status !== 0) throw new Error('web build failed');
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in time');
}

export default async function setup(project: TestProject) {
  // E2E_WEB_DIST: a build made elsewhere (helpers sharing one tree build into their own folder, not into each other's).
  const webDist = process.env.E2E_WEB_DIST;
  if (!webDist) buildWebIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamefolk-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  // The shop pays through a loopback PayTR (its iframe page, callback and refunds).
  const paytr = await startPaytrStandIn();
  paytr.state.callbackUrl = `${baseUrl}/api/payments/paytr/callback`;
  const paytrEnv = {
    PAYTR_URL: paytr.url,
    PAYTR_MERCHANT_ID: paytr.merchantId,
    PAYTR_MERCHANT_KEY: paytr.merchantKey,
    PAYTR_MERCHANT_SALT: paytr.merchantSalt,
    PAYTR_TEST_MODE: '1',
  };
  // Riot sign-on and game data through a loopback Riot: its authorize page returns a fresh player's code.
  const riot = await startRiotStandIn({ autoPlayers: true });
  const riotSettings = riot.config('e2e-riot-verification');
  const riotEnv = {
    RIOT_AUTH_URL: riotSettings.authUrl,
    RIOT_CLIENT_ID: riotSettings.clientId,
    RIOT_CLIENT_SECRET: riotSettings.clientSecret,
    RIOT_API_URL: riotSettings.apiUrl,
    RIOT_API_KEY: riotSettings.apiKey,
    RIOT_DDRAGON_URL: riotSettings.ddragonUrl,
    RIOT_VERIFICATION: 'e2e-riot-verification',
  };
  // Steam sign-in and data through a loopback Steam: its OpenID page signs in as a fresh public player.
  const steam = await startSteamStandIn({ autoPlayers: true });
  // GIF search through a loopback GIPHY, which also serves the GIFs' media.
  const giphy = await startGiphyStandIn();
  // Game searches also ask a loopback IGDB (and its Twitch token endpoint).
  const igdb = await startIgdbStandIn();
  const igdbEnv = {
    TWITCH_AUTH_URL: igdb.config.authUrl,
    IGDB_URL: igdb.config.apiUrl,
    IGDB_IMAGES_URL: igdb.config.imagesUrl,
    IGDB_CLIENT_ID: igdb.config.clientId,
    IGDB_CLIENT_SECRET: igdb.config.clientSecret,
  };
  const log: string[] = [];
  // Its own process group, so teardown stops tsx and the server it starts together.
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...cleanEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      RATE_LIMIT_SCALE: '100',
      // games.e2e.ts schedules the day's puzzles as this manager (built-in picks depend on the server's secret);
      // shop-and-people.e2e.ts answers refunds and promotes trends as the second; moderation.e2e.ts acts as the
      // third and decides the appeal as the fourth.
      MANAGER_EMAILS:
        'puzzle.manager@example.com,shop.manager@example.com,moderation.boss@example.com,moderation.second@example.com',
      ...paytrEnv,
      ...riotEnv,
      ...steam.env(),
      GIPHY_API_URL: giphy.url,
      GIPHY_API_KEY: standInGiphyKey,
      ...igdbEnv,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    console.error(log.join('').slice(-4000));
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await paytr.close();
    await riot.close();
    await steam.close();
    await giphy.close();
    await igdb.close();
  };
}
