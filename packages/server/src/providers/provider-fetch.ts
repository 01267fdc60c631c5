import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../errors/app-error.js';
import { systemMs } from '../clock.js';

/**
 * The one way we call an outside provider (Steam, Riot, …): a bounded wait, JSON parsing, a 429 honoured by
 * waiting its `Retry-After` (bounded) and retrying, and every outage (5xx, network failure, timeout, a 429 that
 * lasts) turned into `ProviderUnavailable`, which the envelope answers as 503 `providerUnavailable`.
 *
 * Provider URLs come from our configuration, never from users, so the plain global fetch is used. Nothing here logs
 * or puts into an error message a query string (which may carry `key=`) or a header (which may carry a token).
 */

export interface ProviderFetchOptions {
  /** A short name for messages and logs: 'steam', 'steam-store', 'riot'. */
  provider: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A string is sent as is; URLSearchParams as a form; anything else as JSON. */
  body?: string | URLSearchParams | object;
  /** Per attempt. */
  timeoutMs?: number;
  /** How many times a 429 is retried after waiting its Retry-After. */
  retries429?: number;
  /** The longest Retry-After we are willing to wait; a longer one fails at once. */
  maxRetryWaitMs?: number;
  /** 'json' (default) parses the body; 'text' returns it as a string; 'bytes' as a Buffer (images). */
  as?: 'json' | 'text' | 'bytes';
}

export interface ProviderResponse<T = unknown> {
  status: number;
  headers: Headers;
  data: T;
}

/** The provider is down, slow, or keeps refusing us: answered as 503 `providerUnavailable`. */
export class ProviderUnavailable extends AppError {
  constructor(
    readonly provider: string,
    readonly reason: string,
    retryAfterSeconds?: number,
  ) {
    super('providerUnavailable', undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
    this.message = `${provider} unavailable: ${reason}`;
  }
}

/** The provider answered a 4xx other than 429; callers decide what it means (403 private profile, 404 unknown …). */
export class ProviderHttpError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`${provider} answered ${status}`);
    this.name = 'ProviderHttpError';
  }
}

/** The URL without its query string and credentials: safe for logs and messages. */
export function redactUrl(url: string | URL): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '[invalid url]';
  }
}

/** Retry-After as seconds or an HTTP date → milliseconds (undefined when absent or unreadable). */
export function retryAfterMs(value: string | null, now = systemMs()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The most a provider's answer may hold; it is read as it arrives and dropped the moment it passes this. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** An answer's body passed its limit: the connection was dropped before the rest arrived. */
export class OversizedAnswer extends Error {
  constructor() {
    super('oversized answer');
    this.name = 'OversizedAnswer';
  }
}

/**
 * Reads a response's body as it streams, never holding more than `maxBytes`: past it the body is cancelled (the
 * connection dropped) and `OversizedAnswer` thrown. A `content-length` over the limit is refused before reading.
 */
export async function readBounded(res: Response, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new OversizedAnswer();
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new OversizedAnswer();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** PostgreSQL text and jsonb cannot hold NUL: a provider's strings lose theirs before anything stores them. */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;

export async function providerFetch<T = unknown>(
  url: string | URL,
  options: ProviderFetchOptions,
): Promise<ProviderResponse<T>> {
  const { provider, method = 'GET', timeoutMs = 8_000, retries429 = 2, maxRetryWaitMs = 10_000, as = 'json' } = options;
  const headers: Record<string, string> = {
    accept: as === 'json' ? 'application/json' : '*/*',
    ...options.headers,
  };
  let body: string | URLSearchParams | undefined;
  if (typeof options.body === 'string' || options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }

  for (let attempt = 0; ; attempt++) {
    let res: Response;
    let text: string;
    let bytes: Buffer | undefined;
    try {
      res = await fetch(url, { method, headers, body, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      const read = await readBounded(res);
      if (as === 'bytes') {
        bytes = read;
        text = '';
      } else text = read.toString('utf8');
    } catch (error) {
      const reason =
        error instanceof OversizedAnswer
          ? 'oversized answer'
          : error instanceof Error && error.name === 'TimeoutError'
            ? 'timeout'
            : 'network failure';
      throw new ProviderUnavailable(provider, `${reason} at ${redactUrl(url)}`);
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers.get('retry-after')) ?? 1_000;
      const waitSeconds = Math.ceil(wait / 1000);
      if (attempt >= retries429 || wait > maxRetryWaitMs) {
        throw new ProviderUnavailable(provider, `rate limited at ${redactUrl(url)}`, Math.max(1, waitSeconds));
      }
      await sleep(wait);
      continue;
    }
    if (res.status >= 500) throw new ProviderUnavailable(provider, `status ${res.status} at ${redactUrl(url)}`);
    let data: unknown = bytes ?? text;
    if (as === 'json') {
      try {
        data = text ? JSON.parse(text, withoutNul) : null;
      } catch {
        if (res.ok) throw new ProviderUnavailable(provider, `unreadable answer at ${redactUrl(url)}`);
        data = null;
      }
    }
    if (!res.ok) throw new ProviderHttpError(provider, res.status, data);
    return { status: res.status, headers: res.headers, data: data as T };
  }
}
