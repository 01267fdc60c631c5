import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { limits } from '@gamefolk/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../context.js';
import { startBytes, typeOfStoredKey, type FileFamily } from '../services/files/file-types.js';
import { isDataExportKey } from '../services/account/data-export.js';
import { takeUploadSlot } from '../services/files/upload-slots.js';
import { checkStart, storeUpload, tempFilePath, type UploadKind } from '../services/files/uploads.js';
import { AppError } from '../errors/app-error.js';
import { RETRY_AFTER_S } from '../errors/outages.js';
import { authenticate } from './envelope.js';

/** POST /api/upload (multipart field `file`, optional field `kind`) and GET /files/<key>. */
export async function registerUploads(app: FastifyInstance, services: Services) {
  await app.register(multipart, { limits: { fileSize: limits.fileBytes, files: 1, fields: 5, parts: 6 } });

  app.post('/api/upload', async (request, reply) => {
    const session = await authenticate(services, request);
    if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
    const slot = await takeUploadSlot(services, session.user.id).catch(refuseEarly);
    // Held until the file is stored (or refused): its temporary bytes count toward the quota meanwhile.
    reply.raw.once('close', () => void slot.release().catch(() => undefined));
    const part = await request.file();
    if (!part) throw new AppError('fieldRequired', 'file');
    const kindField = part.fields.kind as { value?: unknown } | undefined;
    const kind: UploadKind = ['logo', 'any'].includes(String(kindField?.value))
      ? (kindField!.value as UploadKind)
      : 'image';

    const temp = tempFilePath(services);
    const size = await receive(services, session.user.id, slot, part, temp, kind);
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
      allowedPath: (pathName) => !isDataExportKey(pathName),
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(passive)) res.header(name, value);
      },
    });
    return;
  }
  // From the bucket, streamed through our origin: one origin, our headers, ranges and revalidation done by the store.
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    if (!storedKey.test(key) || isDataExportKey(key)) return reply.callNotFound();
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value.length <= 200 ? value : undefined;
    };
    const file = await services.storage
      .open(key, { range: header('range'), ifNoneMatch: header('if-none-match') })
      .catch((error: unknown) => {
        // Logged once per outage, not once per request; probed until the store answers again.
        services.outages.down('storage', error);
        throw new AppError('storageUnavailable', undefined, { 'retry-after': String(RETRY_AFTER_S) });
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

/** Received bytes counted toward the quota once per this much, not per chunk. */
const COUNT_EVERY = 1024 * 1024;

/**
 * A refusal before the body has arrived closes the connection after the answer: the rest of the file is
 * neither written nor read.
 */
function refuseEarly(error: unknown): never {
  if (error instanceof AppError) throw new AppError(error.code, error.field, { ...error.headers, connection: 'close' });
  throw error;
}

/**
 * Receives the file into `temp`, refusing it on its first bytes when they are no type we take for `kind` (or
 * the name claims another): a refused file never reaches the disk. Images stop at their size limit, and
 * every upload when the user's stored and in-flight bytes pass the quota. Returns the size received.
 */
async function receive(
  services: Services,
  userId: number,
  slot: Awaited<ReturnType<typeof takeUploadSlot>>,
  part: MultipartFile,
  temp: string,
  kind: UploadKind,
): Promise<number> {
  let head: Buffer | undefined = Buffer.alloc(0);
  let out: WriteStream | undefined;
  let size = 0;
  let uncounted = 0;
  const used = await services.repos.uploads.bytesOf(userId);
  let family: FileFamily | undefined;
  // A write fails after it was handed over (the disk, or the stream destroyed under a pending write when the client
  // goes): the error is kept for the next write or the end, never left unheard (it would end the process).
  let failed: Error | undefined;
  const open = async () => {
    await fs.mkdir(path.dirname(temp), { recursive: true });
    out ??= createWriteStream(temp).on('error', (error) => (failed ??= error));
  };
  const check = async (start: Buffer) => {
    family = (await checkStart(start, part.filename, kind)).family;
    await open();
  };
  const write = async (chunk: Buffer) => {
    if (failed) throw failed;
    if (!out!.write(chunk)) await once(out!, 'drain');
  };
  try {
    for await (let chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      uncounted += chunk.length;
      if (family === 'image' && size > limits.imageBytes) throw new AppError('badFileSize', 'file');
      if (uncounted >= COUNT_EVERY) {
        const inFlight = await slot.count(uncounted);
        uncounted = 0;
        if (used + inFlight > services.config.uploadQuotaBytes) throw new AppError('uploadQuotaExceeded', 'file');
      }
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < startBytes) continue;
        await check(head);
        chunk = head;
        head = undefined;
      }
      await write(chunk);
    }
    if (head?.length) await check(head);
    if (head) {
      await open();
      await write(head);
    }
    if (part.file.truncated) throw new AppError('fileTooLarge', 'file');
    out!.end();
    await finished(out!);
    return size;
  } catch (error) {
    out?.destroy();
    await fs.rm(temp, { force: true });
    // Refused half-way: the connection closes rather than reading the rest of the file.
    return refuseEarly(error);
  }
}

/** The names `storeUpload` gives files; nothing else is ever looked up in the bucket. */
const storedKey = /^[A-Za-z0-9_-]{16,80}\.[a-z0-9]{2,5}$/;
