import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.js';

/** PostgreSQL's own programs (initdb, pg_ctl), from Debian's packaging; undefined when none is installed. */
const binDir = (() => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  return found;
})();
/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
export const hasPostgresServer = binDir !== undefined && (!asRoot || spawnSync('id', ['-u', 'postgres']).status === 0);

/** Runs one of PostgreSQL's programs without holding up the test's event loop (its servers run in it). */
async function run(program: string, args: string[]) {
  const file = path.join(binDir!, program);
  await (asRoot
    ? promisify(execFile)('runuser', ['-u', 'postgres', '--', file, ...args])
    : promisify(execFile)(file, args));
}

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free loopback port, that the test may stop and
 * start again: the shared server on 5432 serves every other test and is never stopped.
 */
export async function startPostgresServer() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['start', '-w', '-D', data, '-o', options, '-l', path.join(dir, 'log')]);
  /** Fast shutdown: open connections are ended with 57P01 (admin_shutdown), as in a restart. */
  const stop = () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      await run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
