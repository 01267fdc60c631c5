import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import type { FileStorage } from './storage.js';

/** The headers every stored file is kept and served with: a fixed type, shown inline, cached for good. */
function fileHeaders(key: string, contentType: string) {
  return {
    contentType,
    contentDisposition: `inline; filename="${key}"`,
    cacheControl: 'public, max-age=31536000, immutable',
  };
}

/**
 * Uploads in an S3-compatible bucket through the AWS SDK. Each object carries its type, `inline` disposition and
 * cache lifetime, so a store or CDN serving it directly sends the same; our origin streams it with its own headers.
 */
export interface S3FileStorage extends FileStorage {
  /** Streams a file on disk into the bucket, keeping it where it is. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
}

export function s3Storage(settings: S3Settings): S3FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  async function putObject(key: string, body: Buffer | Readable, contentType: string, length: number) {
    const headers = fileHeaders(key, contentType);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: headers.contentType,
        ContentDisposition: headers.contentDisposition,
        CacheControl: headers.cacheControl,
      }),
    );
  }

  async function putFile(key: string, filePath: string, contentType: string) {
    const { size } = await fs.stat(filePath);
    const body = createReadStream(filePath);
    try {
      await putObject(key, body, contentType, size);
    } finally {
      body.destroy();
    }
  }

  return {
    kind: 's3',
    put: (key, data, contentType) => putObject(key, data, contentType, data.length),
    putFile,
    async adopt(key, tempPath, contentType) {
      try {
        await putFile(key, tempPath, contentType);
      } finally {
        await fs.rm(tempPath, { force: true });
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async open(key, request = {}) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: request.range, IfNoneMatch: request.ifNoneMatch }),
        );
        return {
          status: object.ContentRange ? 206 : 200,
          body: object.Body as Readable,
          contentType: object.ContentType,
          contentLength: object.ContentLength,
          contentRange: object.ContentRange,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 304) return { status: 304, etag: request.ifNoneMatch };
        if (status === 404) return undefined;
        if (status === 416) return { status: 416 };
        throw error;
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
    },
    close: () => client.destroy(),
  };
}
