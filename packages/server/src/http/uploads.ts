import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { limits } from '@gamefolk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { typeOfStoredKey } from '../services/file-types.js';
import { storeUpload, type UploadKind } from '../services/uploads.js';
import { AppError } from './app-error.js';
import { authenticate } from './envelope.js';

export function tempFilePath(services: Services) {
  return path.join(services.config.dataDir, 'tmp', `upload-${randomBytes(9).toString('hex')}`);
}

/** POST /api/upload (multipart field `file`, optional field `kind`) and GET /files/<key>. */
export async function registerUploads(app: FastifyInstance, services: Services) {
  await app.register(multipart, { limits: { fileSize: limits.fileBytes, files: 1, fields: 5, parts: 6 } });

  app.post('/api/upload', async (request, reply) => {
    const session = await authenticate(services, request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    const part = await request.file();
    if (!part) throw new AppError('fieldRequired', 'file');
    const kindField = part.fields.kind as { value?: unknown } | undefined;
    const kind: UploadKind = ['logo', 'any'].includes(String(kindField?.value))
      ? (kindField!.value as UploadKind)
      : 'image';

    const temp = tempFilePath(services);
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await pipeline(part.file, createWriteStream(temp));
    if (part.file.truncated) {
      await fs.rm(temp, { force: true });
      throw new AppError('fileTooLarge', 'file');
    }
    const { size } = await fs.stat(temp);
    const data = await storeUpload(services, session.user.id, { path: temp, size, name: part.filename }, kind);
    return reply.code(202).send({ data });
  });

  // Stored files are passive: their type is fixed by the extension we chose from their bytes, never sniffed,
  // and even a document opened directly runs nothing. Local or in a bucket, they are served with the same headers.
  const passive = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    'cache-control': 'public, max-age=31536000, immutable',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (services.storage.root) {
    await app.register(fastifyStatic, {
      root: services.storage.root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(passive)) res.header(name, value);
      },
    });
    return;
  }
  // From the bucket, streamed through our origin: one origin, our headers, ranges and revalidation done by the store.
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    if (!storedKey.test(key)) return reply.callNotFound();
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value.length <= 200 ? value : undefined;
    };
    const file = await services.storage
      .open(key, { range: header('range'), ifNoneMatch: header('if-none-match') })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'reading a stored file failed');
        throw new AppError('storageUnavailable');
      });
    if (!file) return reply.callNotFound();
    reply.headers(passive).header('accept-ranges', 'bytes');
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.status === 416) return reply.code(416).header('content-range', 'bytes */*').send();
    if (file.status === 304) return reply.code(304).send();
    reply.header('content-type', typeOfStoredKey(key));
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    if (file.contentRange) reply.header('content-range', file.contentRange);
    return reply.code(file.status).send(file.body);
  });
}

/** The names `storeUpload` gives files; nothing else is ever looked up in the bucket. */
const storedKey = /^[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;
