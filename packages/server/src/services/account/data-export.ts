// A player's data, as a ZIP made by a job: profile.json, posts.json (posts, reposts and comments), messages.json,
// connections.json (connection requests and follows), lobbies.json, events.json, orders.json and files/ with every
// upload of theirs, local or in S3. The ZIP is streamed (yazl) to a temporary file, a page of rows or one stored file
// at a time, then moved into the file store; a mail links to the settings page that downloads it, for 7 days.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { DATA_EXPORT_DAYS } from '@gamefolk/contract';
import { ZipFile } from 'yazl';
import type { Services } from '../../context.js';
import type { Repositories } from '../../db/repositories/index.js';
import { renderDataExportMail } from '../../mail/data-export-mail.js';
import { moveDataExport } from '../../states/data-export-moves.js';
import { languageOf } from '../../i18n/texts.js';

export const dataExportJob = 'account.data-export';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores the job with the export's row (`tx`); wake the worker once it has committed. */
export const queueDataExport = (services: Services, tx: Repositories, id: number) =>
  services.jobs.send(dataExportJob, { id }, { sql: tx.sql });

export const wakeDataExports = (services: Services) => services.jobs.wake(dataExportJob);

/** A JSON array written as its rows are read, a page at a time by id. */
function jsonPages<T extends { id: number }>(page: (afterId: number) => Promise<T[]>): Readable {
  return Readable.from(
    (async function* () {
      yield '[';
      let after = 0;
      let first = true;
      for (;;) {
        const rows = await page(after);
        for (const row of rows) {
          yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
          first = false;
        }
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
      }
      yield '\n]\n';
    })(),
  );
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Writes the player's ZIP to `file`; answers its size. */
async function writeZip(services: Services, userId: number, file: string): Promise<number> {
  const data = services.repos.dataExports.userData;
  const zip = new ZipFile();
  const output = createWriteStream(file);
  // A file the store cannot give (it is down) fails the ZIP as an 'error' of its own, never seen by the pipeline:
  // it fails this build (tried again later), and the half-written file is closed.
  const failed = new Promise<never>((_, reject) =>
    zip.on('error', (error: Error) => {
      output.destroy(error);
      reject(error);
    }),
  );
  failed.catch(() => undefined);
  const written = Promise.race([pipeline(zip.outputStream, output), failed]);
  written.catch(() => undefined);
  const [account, profile, favouriteGames] = await Promise.all([
    data.account(userId),
    data.profile(userId),
    data.favouriteGames(userId),
  ]);
  zip.addBuffer(json({ account, profile: profile ?? null, favouriteGames }), 'profile.json');
  zip.addReadStreamLazy('posts.json', {}, (done) =>
    done(
      null,
      jsonPages((after) => data.posts(userId, after)),
    ),
  );
  zip.addReadStreamLazy('messages.json', {}, (done) =>
    done(
      null,
      jsonPages((after) => data.messages(userId, after)),
    ),
  );
  const [connections, follows, lobbies, applications, events, participation, orders, uploads] = await Promise.all([
    data.connections(userId),
    data.follows(userId),
    data.lobbies(userId),
    data.lobbyApplications(userId),
    data.events(userId),
    data.eventParticipation(userId),
    data.orders(userId),
    data.uploads(userId),
  ]);
  zip.addBuffer(
    json({
      connections,
      following: follows.filter((f) => f.followerId === userId).map((f) => ({ userId: f.userId })),
      followers: follows.filter((f) => f.userId === userId).map((f) => ({ userId: f.followerId })),
    }),
    'connections.json',
  );
  zip.addBuffer(json({ owned: lobbies, applications }), 'lobbies.json');
  zip.addBuffer(json({ owned: events, participation }), 'events.json');
  zip.addBuffer(json(orders), 'orders.json');
  zip.addBuffer(json(uploads.map((u) => ({ ...u, file: `files/${u.key}` }))), 'files.json');
  for (const upload of uploads) {
    // Opened when the ZIP reaches it, so only one stored file is read at a time; one the store lost is left out.
    zip.addReadStreamLazy(`files/${upload.key}`, {}, (done) => {
      services.storage.open(upload.key).then(
        (opened) => done(null, opened?.body ?? Readable.from([])),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  await written;
  return (await fs.stat(file)).size;
}

/** Builds one export, stores its ZIP, and moves it to ready with its mail's job; a retried job finds it done. */
export async function buildDataExport(services: Services, id: number) {
  const row = await services.repos.dataExports.byId(id);
  if (!row || row.status !== 'requested') return;
  const tmp = path.join(services.config.dataDir, 'tmp');
  await fs.mkdir(tmp, { recursive: true });
  const file = path.join(tmp, `export-${randomBytes(9).toString('hex')}.zip`);
  const key = `${dataExportKeyPrefix}${randomBytes(18).toString('base64url')}.zip`;
  let size: number;
  try {
    size = await writeZip(services, row.userId, file);
    await services.storage.adopt(key, file, 'application/zip');
  } finally {
    await fs.rm(file, { force: true });
  }
  const readyAt = services.now();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
  const moved = await services.repos.transaction(async (tx) => {
    const ready = await moveDataExport(tx, id, 'ready', { fileKey: key, size, readyAt, expiresAt });
    if (ready) await services.jobs.send(dataExportMailJob, { id }, { sql: tx.sql });
    return ready;
  });
  if (!moved) return services.storage.remove(key);
  services.jobs.wake(dataExportMailJob);
}

export const dataExportMailJob = 'account.data-export-mail';

const dataExportKeyPrefix = 'export-';
/**
 * A data export's file in the store: only its owner downloads it, signed in (http/data-export-download.ts); the
 * public /files/ address never serves it, whoever has its key.
 */
export const isDataExportKey = (key: string) => key.replace(/^\/+/, '').startsWith(dataExportKeyPrefix);

export async function mailDataExport(services: Services, id: number) {
  const row = await services.repos.dataExports.byId(id);
  const user = row && (await services.repos.users.findById(row.userId));
  if (!row || row.status !== 'ready' || !user?.email) return;
  const { subject, text, html } = renderDataExportMail(
    languageOf(user.language),
    user.firstName || user.username,
    `${services.config.appUrl}/settings/data/${id}`,
  );
  await services.mailer.deliverRendered({ kind: 'dataExport', to: user.email, subject, text, html });
}

/**
 * Every hour (jobs/data-export-expiry.ts): ready exports past their 7 days expire and their files are removed; a
 * request no build finished in a day fails, so the player may ask again.
 */
export async function expireDataExports(services: Services) {
  const now = services.now();
  for (const row of await services.repos.dataExports.expiredBy(now)) {
    const expired = await moveDataExport(services.repos, row.id, 'expire', { fileKey: null });
    if (expired && row.fileKey) await services.storage.remove(row.fileKey);
  }
  for (const row of await services.repos.dataExports.staleRequested(new Date(now.getTime() - DAY_MS))) {
    await moveDataExport(services.repos, row.id, 'fail');
  }
}
