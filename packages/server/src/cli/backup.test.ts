import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { restoreEmbeddedDatabase } from '../db/dump.js';
import { signUp, startTestServer } from '../test/harness.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gf-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs `npm run backup` or `npm run restore` as the operator would, with DATA_DIR set. */
function command(name: 'backup' | 'restore', file: string, dataDir: string) {
  const entry = path.resolve(import.meta.dirname, `${name}.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', entry, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

async function upload(url: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png');
  const response = await fetch(`${url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

it('refuses the PostgreSQL server, which pg_dump backs up', async () => {
  const settings = { dataDir: root, databaseUrl: 'postgres://db.example/gamefolk', s3: undefined };
  await expect(backup(settings, path.join(root, 'never.tar'))).rejects.toThrow(/pg_dump/);
  await expect(restore(settings, path.join(root, 'never.tar'))).rejects.toThrow(/pg_restore/);
});

// Only the embedded database lives in DATA_DIR: the run on a PostgreSQL server (DATABASE_URL) leaves it out.
describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  // Five PGlite starts and a command's process: 18 s on a quiet machine, over the default 30 s on two busy cores.
  it('copies a running app, and a restored DATA_DIR serves what the backup held', { timeout: 90_000 }, async () => {
    const source = path.join(root, 'source');
    // The run's migrated database as the source's, instead of migrating a new folder from the start.
    await restoreEmbeddedDatabase(path.join(source, 'db'), fs.readFileSync(inject('migratedTemplate').embedded!));
    const database = await openDatabase({ kind: 'embedded', dir: path.join(source, 'db') });
    const running = await startTestServer({ dataDir: source }, { database });
    const player = await signUp(running);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer();
    const fileUrl = await upload(running.url, player.token, photo);
    const stored = fs.readFileSync(path.join(source, 'uploads', path.basename(fileUrl)));

    const file = path.join(root, 'gamefolk.tar');
    const live = await command('backup', file, source);
    expect(live.output).toContain('copied by the running app');
    expect(live.code).toBe(0);
    // Nothing left behind: the socket is back in its folder (none aside in DATA_DIR), the uploads' links are gone.
    const made = new Set(['db', 'mail', 'tmp', 'uploads']);
    expect(fs.readdirSync(source).filter((name) => !made.has(name))).toEqual([]);
    expect(fs.readdirSync(path.join(source, 'tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(source, 'db', '.gamefolk.sock'))).toBe(true);
    await running.close();
    await database.close();

    // No app on the folder: the command opens it itself.
    const offline = await backup({ dataDir: source, databaseUrl: undefined, s3: undefined }, path.join(root, 'b.tar'));
    expect(offline).toMatchObject({ from: 'folder', uploads: 1 });

    const restored = path.join(root, 'restored');
    expect(await restore({ dataDir: restored, databaseUrl: undefined }, file)).toEqual({ uploads: 1 });
    const reopened = await openDatabase({ kind: 'embedded', dir: path.join(restored, 'db') });
    const again = await startTestServer({ dataDir: restored }, { database: reopened });
    try {
      const signedIn = await again.open<{ user: { id: number } }>('auth', {
        login: player.username,
        password: player.password,
      });
      expect(signedIn.status).toBe(202);
      expect(signedIn.data.user.id).toBe(player.id);
      const served = await fetch(`${again.url}${fileUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    } finally {
      await again.close();
      await reopened.close();
    }

    // Into a folder that holds a database, or anything at all: refused, and nothing in it changes.
    await expect(restore({ dataDir: restored, databaseUrl: undefined }, file)).rejects.toThrow(
      /already holds a database/,
    );
    const other = path.join(root, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
    await expect(restore({ dataDir: other, databaseUrl: undefined }, file)).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
  });

  it('refuses a backup cut short, and leaves the folder as empty as it was', async () => {
    // The backup the case above wrote, cut to half its size (inside the database's copy).
    const whole = fs.readFileSync(path.join(root, 'gamefolk.tar'));
    const cut = path.join(root, 'cut.tar');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = path.join(root, 'from-cut');
    await expect(restore({ dataDir: target, databaseUrl: undefined }, cut)).rejects.toThrow(
      /could not be restored: the file ends before the backup does \(cut short\?\)/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('refuses a file that is not a backup, with a message and a failing exit code', async () => {
    const notBackup = path.join(root, 'photo.tar');
    fs.writeFileSync(notBackup, Buffer.alloc(4096, 7));
    const empty = path.join(root, 'empty');
    const refused = await command('restore', notBackup, empty);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/is not a Gamefolk backup/);
    expect(fs.existsSync(path.join(empty, 'db'))).toBe(false);
  });
});
