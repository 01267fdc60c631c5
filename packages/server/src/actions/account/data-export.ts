import { downloadDataExport, getDataExports, requestDataExport } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import { assertOwnReadyExport } from '../../policies/data-export.js';
import { presentDataExport } from '../../presenters/data-exports.js';
import { queueDataExport, wakeDataExports } from '../../services/account/data-export.js';
import { hashSecret, newSecret } from '../../services/account/keys.js';
import { handle } from '../define.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the address downloadDataExport answers works (once). */
const DOWNLOAD_TTL_MS = 5 * 60 * 1000;

/** One export at a time, and one a day: a request within a day of the last (that did not fail) waits. */
export const requestDataExportHandler = handle(requestDataExport, async (_input, { services, session }) => {
  const me = session.user;
  const now = services.now();
  const latest = await services.repos.dataExports.latestOfUser(me.id);
  if (latest?.status === 'requested') throw new AppError('dataExportPending');
  const nextAt = latest && latest.status !== 'failed' ? latest.createdAt.getTime() + DAY_MS : 0;
  if (nextAt > now.getTime()) {
    const wait = Math.ceil((nextAt - now.getTime()) / 1000);
    throw new AppError('dataExportTooSoon', undefined, { 'retry-after': String(wait) });
  }
  const created = await services.repos.transaction(async (tx) => {
    const row = await tx.dataExports.request(me.id, now);
    if (row) await queueDataExport(services, tx, row.id);
    return row;
  });
  if (!created) throw new AppError('dataExportPending');
  wakeDataExports(services);
  return { id: created.id };
});

export const getDataExportsHandler = handle(getDataExports, async (_input, { services, session }) => ({
  rows: (await services.repos.dataExports.ofUser(session.user.id)).map((row) => presentDataExport(row, services.now())),
}));

/** A one-use address for the ZIP: a download cannot carry the Bearer token, so the token's owner is checked here. */
export const downloadDataExportHandler = handle(downloadDataExport, async ({ id }, { services, session }) => {
  const now = services.now();
  const row = await services.repos.dataExports.byId(id);
  assertOwnReadyExport(row, session.user.id, now);
  const key = newSecret();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_TTL_MS);
  await services.repos.oneTimeKeys.create(session.user.id, 'exportDownload', hashSecret(key), expiresAt, String(id));
  return { url: `/api/data-export/${key}` };
});
