import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client.js';

// Issue 16, item 9: the embedded database's folder lock dies with its process, and only then.
const holder = path.resolve(import.meta.dirname, '../test/hold-database.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function newDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-lock-'));
  dirs.push(dir);
  return dir;
}

/** Starts a process that opens `dir`; resolves with its first line (`open` or `busy`). */
function hold(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
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

afterAll(() => {
  for (const child of children) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('lets a restart in at once after kill -9', async () => {
    const dir = newDir();
    const first = hold(dir);
    expect(await first.said).toBe('open');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    // At once: no stale timer to wait out (the old lock refused for 10 s after a crash).
    const reopened = await openDatabase({ kind: 'embedded', dir });
    // And while it is open here, another process is refused.
    expect(await hold(dir).said).toBe('busy');
    await reopened.close();
    // Closed: the folder is free again.
    const again = await openDatabase({ kind: 'embedded', dir });
    await again.close();
  }, 60_000);

  it('refuses a second live process even while the first is frozen (SIGSTOP) for longer than any timer', async () => {
    const dir = newDir();
    const first = hold(dir);
    expect(await first.said).toBe('open');
    first.child.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toBeInstanceOf(DatabaseInUseError);
    first.child.kill('SIGCONT');
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toBeInstanceOf(DatabaseInUseError);
  }, 60_000);
});
