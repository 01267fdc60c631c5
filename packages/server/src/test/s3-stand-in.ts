import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Settings } from '../config.js';

/**
 * An S3-compatible server on loopback for tests and local multi-instance runs: path-style PutObject, GetObject
 * (with Range), HeadObject, DeleteObject, ListObjectsV2 and CreateBucket, objects in memory. Every request must be
 * signed with AWS Signature V4 for its keys, as S3 demands: the signature is recomputed with the AWS signer and
 * compared, a signed body hash must match the body, and a request dated more than 15 minutes away is refused.
 */
export interface S3StandIn {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path style). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What is stored, by key, for tests to look at. */
  objects: Map<string, StoredObject>;
  /** Every request that reached it, e.g. `PUT abc.png`, `LIST`, or `403 SignatureDoesNotMatch`. */
  log: string[];
  /** The S3_* variables that point Gamefolk at it. */
  env: Record<string, string>;
  /** The same as `config.s3`, for `startTestServer({ s3: standIn.settings })`. */
  settings: S3Settings;
  close(): Promise<void>;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  headers: Record<string, string>;
  etag: string;
  lastModified: Date;
}

/** Headers kept with an object and given back on GET/HEAD, as S3 does. */
const kept = ['content-type', 'content-disposition', 'cache-control', 'content-language', 'content-encoding'];

export async function startS3StandIn(
  options: { bucket?: string; region?: string; port?: number; host?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'gamefolk-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);
  const log: string[] = [];
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: true,
  });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks)).then(
        (answer) => send(response, answer),
        (error: unknown) => send(response, fail(500, 'InternalError', String(error))),
      );
    });
  });

  async function handle(request: http.IncomingMessage, raw: Buffer): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const refused = await checkSignature(request, url, raw);
    if (refused) {
      log.push(`${refused.status} ${refused.code}`);
      return refused;
    }
    const body = decodeBody(request, raw);
    if ('status' in body) return body;
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = request.method ?? 'GET';
    if (!key && method === 'PUT') {
      if (!buckets.has(bucketName)) buckets.set(bucketName, new Map());
      log.push(`CREATE ${bucketName}`);
      return { status: 200 };
    }
    const objects = buckets.get(bucketName);
    if (!objects) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) {
      if (method !== 'GET' || url.searchParams.get('list-type') !== '2')
        return fail(501, 'NotImplemented', 'Only ListObjectsV2');
      log.push('LIST');
      return list(objects, url.searchParams, bucketName);
    }
    log.push(`${method} ${key}`);
    if (method === 'PUT') {
      const headers: Record<string, string> = {};
      for (const name of kept) if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
      for (const [name, value] of Object.entries(request.headers))
        if (name.startsWith('x-amz-meta-') && typeof value === 'string') headers[name] = value;
      const etag = `"${createHash('md5').update(body.data).digest('hex')}"`;
      objects.set(key, {
        body: body.data,
        contentType: headers['content-type'] ?? 'application/octet-stream',
        headers,
        etag,
        lastModified: new Date(),
      });
      return { status: 200, headers: { etag } };
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return { status: 204 };
    }
    if (method !== 'GET' && method !== 'HEAD') return fail(405, 'MethodNotAllowed', 'Not allowed');
    const object = objects.get(key);
    if (!object)
      return method === 'HEAD' ? { status: 404 } : fail(404, 'NoSuchKey', 'The specified key does not exist.');
    const headers: Record<string, string> = {
      ...object.headers,
      'content-type': object.contentType,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
    };
    if (request.headers['if-none-match'] === object.etag) return { status: 304, headers };
    const range = parseRange(request.headers.range, object.body.length);
    if (range === 'invalid') return fail(416, 'InvalidRange', 'The requested range is not satisfiable');
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${object.body.length}`;
      return { status: 206, headers, body: object.body.subarray(range.start, range.end + 1), head: method === 'HEAD' };
    }
    return { status: 200, headers, body: object.body, head: method === 'HEAD' };
  }

  /** Recomputes the Signature V4 of the request from the headers it says it signed; null when it matches. */
  async function checkSignature(request: http.IncomingMessage, url: URL, raw: Buffer): Promise<Reply | null> {
    const authorization = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) return fail(403, 'AccessDenied', 'Requests must be signed with AWS Signature Version 4');
    const [, keyId, day, scopeRegion, signedHeaders, signature] = match as unknown as string[];
    if (keyId !== accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id does not exist');
    if (scopeRegion !== region) return fail(400, 'AuthorizationHeaderMalformed', `Expected region ${region}`);
    const stamp = String(request.headers['x-amz-date'] ?? '');
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
    if (!date || stamp.slice(0, 8) !== day) return fail(403, 'AccessDenied', 'Bad x-amz-date');
    const signingDate = new Date(`${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}:${date[6]}Z`);
    if (Math.abs(signingDate.getTime() - Date.now()) > 15 * 60_000)
      return fail(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash)
      return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && createHash('sha256').update(raw).digest('hex') !== payloadHash)
      return fail(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );

    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
      return fail(403, 'AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed');
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = request.headers[name];
      headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
    }
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of url.searchParams) {
      const before = query[name];
      query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    const signed = await signer.sign(
      { method: request.method ?? 'GET', protocol: 'http:', hostname: '', path: url.pathname, query, headers },
      { signingDate, signableHeaders: new Set(names), unsignableHeaders: new Set() },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
    const ok = expected.length === 64 && timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
    return ok
      ? null
      : fail(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
  }

  function list(objects: Map<string, StoredObject>, params: URLSearchParams, bucketName: string): Reply {
    const prefix = params.get('prefix') ?? '';
    const max = Math.min(1000, Number(params.get('max-keys') ?? 1000) || 1000);
    const after = params.get('continuation-token') ?? params.get('start-after') ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Name>${xml(bucketName)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
      `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : ''}` +
      `${contents}</ListBucketResult>`;
    return { status: 200, headers: { 'content-type': 'application/xml' }, body: Buffer.from(body) };
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects: buckets.get(bucket)!,
    log,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: { endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle: true },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
  head?: boolean;
  code?: string;
}

function fail(status: number, code: string, message: string): Reply {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`;
  return { status, code, headers: { 'content-type': 'application/xml' }, body: Buffer.from(body) };
}

function send(response: http.ServerResponse, reply: Reply) {
  const headers: Record<string, string> = {
    ...reply.headers,
    'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(),
  };
  if (reply.body) headers['content-length'] = String(reply.body.length);
  response.writeHead(reply.status, headers);
  response.end(reply.head ? undefined : reply.body);
}

/** The object's bytes: as sent, or out of the aws-chunked framing the SDK uses for streamed bodies. */
function decodeBody(request: http.IncomingMessage, raw: Buffer): { data: Buffer } | Reply {
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash.startsWith('STREAMING-')) return { data: raw };
  if (payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')
    return fail(501, 'NotImplemented', `${payloadHash} is not supported here`);
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) return fail(400, 'IncompleteBody', 'Bad aws-chunked framing');
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) return fail(400, 'IncompleteBody', 'Bad aws-chunked framing');
    if (size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  const data = Buffer.concat(parts);
  const declared = request.headers['x-amz-decoded-content-length'];
  if (declared !== undefined && Number(declared) !== data.length)
    return fail(400, 'IncompleteBody', 'The decoded length does not match x-amz-decoded-content-length');
  return { data };
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header) : null;
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

// Run on its own (`npx tsx src/test/s3-stand-in.ts [port]`), it prints the S3_* settings and serves until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startS3StandIn({ port: Number(process.argv[2] ?? 0) });
  for (const [name, value] of Object.entries(standIn.env)) process.stdout.write(`${name}=${value}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
