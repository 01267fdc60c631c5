// The first screen on a phone (issue 23, item 6): Lighthouse's default mobile run (simulated slow 4G, 4× CPU
// slowdown, a Moto G Power sized screen) driving Debian's Chromium against the built web app served by our server,
// on `/`, `/login`, `/register` and a shared post's page. Prints the four category scores, the paints, the layout
// shift, the blocking time and the JavaScript each page loads (gzip, as it crosses the wire).
//
//   npm run bench lighthouse                 builds the web app into a folder of its own, then measures
//   LIGHTHOUSE_RUNS=3 npm run bench lighthouse    three runs per page, the median by performance score is printed
//   LIGHTHOUSE_PAGES=/,/login ...            only these pages (`/shared` stands for the seeded post)
//
// Each run's full report is written as JSON under $TMPDIR/gamefolk-lighthouse/ for a closer look.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'packages/web');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reports = join(tmpdir(), 'gamefolk-lighthouse');
const { NODE_ENV: _env, ...cleanEnv } = process.env;

/**
 * The web app built into a folder of this run's own: the shared dist/ may be rebuilt by anyone while Lighthouse
 * loads it, and a page whose scripts vanish half-way measures nothing.
 */
function buildWeb(outDir: string) {
  const env = { ...cleanEnv, WEB_DIST: outDir };
  for (const [command, args] of [
    ['npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']],
    ['node', ['scripts/prerender.mjs']],
  ] as const) {
    const result = spawnSync(command, args, { cwd: web, stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Our server as `npm start` runs it (production mode, embedded database) on a loopback port. */
async function startServer(dataDir: string, webDist: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...cleanEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      APP_URL: base,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor('the server', async () => {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    return (await fetch(`${base}/api/health`)).ok ? true : undefined;
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  return { base, stop };
}

async function action(base: string, name: string, payload: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${base}/api/${token ? 'securedHandle' : 'handle'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ action: name, payload }),
  });
  const body = (await response.json()) as { data?: unknown; error?: unknown };
  if (!response.ok) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.data;
}

/** A player signs up (the activation link comes from the mail the server writes to DATA_DIR/mail) and posts. */
async function seedSharedPost(base: string, dataDir: string): Promise<string> {
  const identity = { username: 'lighthousekeeper', email: 'keeper@example.com', password: 'Str0ng!pass' };
  await action(base, 'register', { ...identity, passwordConfirm: identity.password });
  const outbox = join(dataDir, 'mail');
  const activation = await waitFor('the activation mail', async () => {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = readFileSync(join(outbox, file), 'latin1').replace(/=\r?\n/g, '');
      const link = /\/activate\/([A-Za-z0-9_-]+)/.exec(mail);
      if (link) return link[1];
    }
    return undefined;
  });
  await action(base, 'activateUser', { token: activation });
  const { token } = (await action(base, 'auth', { login: identity.username, password: identity.password })) as {
    token: string;
  };
  const content =
    'Friday night ranked: we climbed from Gold to Platinum in five games. Looking for a calm support for tomorrow, ' +
    'evenings after 20:00. #ranked #duo';
  const post = (await action(base, 'post', { content }, token)) as { share: string };
  // The server renders shared posts in a worker that starts with the first one (the frame goes out until it is
  // ready): a running server has it warm.
  await waitFor('the shared post rendered by the server', async () => {
    const page = await fetch(`${base}/shared/${post.share}`, { headers: { accept: 'text/html' } });
    return (await page.text()).includes('id="rendered-queries"') ? true : undefined;
  });
  return post.share;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  scripts: number;
  jsTransfer: number;
  jsGzip: number;
  failing: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/** What a script weighs gzipped, whether or not the server compressed it on the way. */
async function gzippedSize(url: string) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

async function measure(url: string, port: number, name: string, run: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${name}-${run}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && (r.statusCode ?? 200) < 400);
  const gzip = await Promise.all(scripts.map((r) => gzippedSize(r.url)));
  // Audits of the three non-performance categories that did not pass, so a score below 100 says why.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    speedIndex: value('speed-index'),
    scripts: scripts.length,
    jsTransfer: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzip: gzip.reduce((sum, bytes) => sum + bytes, 0),
    failing,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'gf-lighthouse-'));
const webDist = join(dataDir, 'web');
buildWeb(webDist);
const { base, stop } = await startServer(dataDir, webDist);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
let failed = false;
try {
  const share = await seedSharedPost(base, dataDir);
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = ['/', '/login', '/register', '/shared'].filter((page) => !wanted || wanted.includes(page));
  console.log(`Lighthouse ${lhVersion()} (mobile: simulated slow 4G, 4x CPU), ${runs} run(s) per page, ${base}`);
  console.log(
    'page'.padEnd(24) +
      ['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(5)).join('') +
      ['FCP', 'LCP', 'SI', 'TBT'].map((h) => h.padStart(9)).join('') +
      'CLS'.padStart(7) +
      'JS gzip'.padStart(10) +
      'JS wire'.padStart(10),
  );
  for (const page of pages) {
    const path = page === '/shared' ? `/shared/${share}` : page;
    const name = page === '/' ? 'welcome' : page.slice(1);
    const all: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART); such a run is made again.
      for (let attempt = 1; ; attempt++) {
        try {
          all.push(await measure(`${base}${path}`, chrome.port, name, run));
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.log(`  (${page}: ${(error as Error).message.slice(0, 120)}; again)`);
        }
      }
    }
    all.sort((a, b) => a.performance - b.performance);
    const f = all[Math.floor(all.length / 2)]!;
    console.log(
      page.padEnd(24) +
        [f.performance, f.accessibility, f.bestPractices, f.seo].map((s) => String(s).padStart(5)).join('') +
        [f.fcp, f.lcp, f.speedIndex].map((ms) => seconds(ms).padStart(9)).join('') +
        `${Math.round(f.tbt)} ms`.padStart(9) +
        f.cls.toFixed(3).padStart(7) +
        kb(f.jsGzip).padStart(10) +
        kb(f.jsTransfer).padStart(10) +
        (runs > 1 ? `   perf runs: ${all.map((x) => x.performance).join(' ')}` : '') +
        (f.failing.length ? `   not passing: ${f.failing.join(', ')}` : ''),
    );
    const ok =
      f.performance >= 90 &&
      f.lcp <= 2500 &&
      f.cls <= 0.1 &&
      f.accessibility === 100 &&
      f.bestPractices === 100 &&
      f.seo === 100 &&
      (page !== '/' || f.jsGzip <= 150 * 1024);
    if (!ok) failed = true;
  }
  console.log(`\nTargets: performance >= 90, LCP <= 2.5 s, CLS <= 0.1, the other three 100, / at most 150 KB gzip JS.`);
  console.log(`Reports: ${reports}/<page>-<run>.json`);
} finally {
  await chrome.kill();
  stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function lhVersion() {
  return (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
    .version;
}
