import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client.js';
import { lockFolder } from './lock.js';

// Issue 16, item 9 and issue 31, item 6: the embedded database's folder lock dies with its process, and only then.
const holder = path.resolve(import.meta.dirname, '../test/hold-database.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function newDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-lock-'));
  dirs.push(dir);
  return dir;
}

/**
 * Starts a process that opens `dir` (or with `lock`, only takes its lock, as opening does first); resolves with
 * its first line (`open` or `busy`).
 */
function hold(dir: string, mode: 'database' | 'lock' = 'lock') {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const said = new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', () => resolve(out.trim() || 'exited'));
  });
  return { child, said };
}

const killed = (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
};

afterAll(() => {
  for (const child of children) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Only the embedded database has a folder to lock: the run on a PostgreSQL server (DATABASE_URL) leaves it out.
describe.skipIf(process.env.DATABASE_URL)('the embedded database lock', () => {
  it('lets a restart in at once after kill -9, and refuses others while it is held', async () => {
    const dir = newDir();
    const first = hold(dir);
    expect(await first.said).toBe('open');
    await killed(first.child);

    // At once: no stale timer to wait out (proper-lockfile alone refused for 10 s after a crash).
    const release = await lockFolder(dir);
    expect(release).toBeDefined();
    // While it is held here, another process is refused.
    expect(await hold(dir).said).toBe('busy');
    await release!();
    // Released: the folder is free again.
    const again = await lockFolder(dir);
    expect(again).toBeDefined();
    await again!();
  }, 120_000);

  it('lets exactly one of two processes starting together take the folder', async () => {
    const dir = newDir();
    const said = await Promise.all([hold(dir).said, hold(dir).said]);
    expect(said.sort()).toEqual(['busy', 'open']);
  }, 120_000);

  it('refuses a second live process even while the first is frozen (SIGSTOP) for longer than any timer', async () => {
    const dir = newDir();
    const first = hold(dir);
    expect(await first.said).toBe('open');
    first.child.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await lockFolder(dir)).toBeUndefined();
    first.child.kill('SIGCONT');
    expect(await lockFolder(dir)).toBeUndefined();
  }, 120_000);

  it('keeps an open database to its process: another process is refused, and a crash frees the folder', async () => {
    const dir = newDir();
    const first = hold(dir, 'database');
    expect(await first.said).toBe('open');
    expect(await hold(dir, 'database').said).toBe('busy');
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toBeInstanceOf(DatabaseInUseError);
    await killed(first.child);
    const reopened = await openDatabase({ kind: 'embedded', dir });
    await reopened.close();
  }, 240_000);
});
