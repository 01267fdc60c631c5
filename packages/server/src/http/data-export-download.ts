import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { assertOwnReadyExport } from '../policies/data-export.js';
import { hashSecret } from '../services/account/keys.js';

/**
 * GET /api/data-export/<key>: the ZIP of an export, for the one-use key downloadDataExport handed its owner. The
 * owner and the export's time are asked again here: the key may outlive neither.
 */
export function registerDataExportDownload(app: FastifyInstance, services: Services) {
  app.get<{ Params: { key: string } }>('/api/data-export/:key', async (request, reply) => {
    const { key } = request.params;
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(key)) throw new AppError('dataExportNotFound');
    const now = services.now();
    const redeemed = await services.repos.oneTimeKeys.redeem(hashSecret(key), 'exportDownload', now);
    if (!redeemed.ok) throw new AppError('dataExportNotFound');
    const row = await services.repos.dataExports.byId(Number(redeemed.target));
    assertOwnReadyExport(row, redeemed.userId, now);
    const file = await services.storage.open(row.fileKey);
    if (!file?.body) throw new AppError('dataExportNotFound');
    const day = (row.readyAt ?? now).toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="gamefolk-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    return reply.send(file.body);
  });
}
