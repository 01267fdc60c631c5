import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// Links with a key in their path: the key is a credential and never reaches the log.
const secretPath = /^(\/(?:activate|reset-password|login|shared)\/)[^/?#]+/;
const secretQuery = /([?&](?:token|code|key|state|id_token|change_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretPath, '$1[redacted]').replace(secretQuery, '$1[redacted]');
}

interface QueryFailure {
  query: string;
  params: unknown[];
  cause?: { code?: unknown; constraint?: unknown; message?: unknown };
}

const isQueryFailure = (error: unknown): error is Error & QueryFailure =>
  error instanceof Error && typeof (error as { query?: unknown }).query === 'string' && 'params' in error;

/**
 * A failed statement is logged by its text and the database's code, never its parameters (an email, a password
 * hash) nor the database's `detail` (which repeats a duplicate key's value).
 */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (isQueryFailure(error)) {
    const cause = error.cause;
    return {
      type: error.name,
      message: `Failed query: ${error.query}`,
      code: cause?.code,
      constraint: cause?.constraint,
      cause: typeof cause?.message === 'string' ? cause.message : undefined,
      stack: (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    };
  }
  const serialized = stdSerializers.err(error) as ReturnType<typeof serializeError>;
  for (const key of ['detail', 'where', 'params', 'parameters']) delete serialized[key];
  // A failed statement wrapped as the cause of another error still leaves its parameters out.
  for (const key of ['message', 'stack'] as const) {
    if (typeof serialized[key] === 'string') {
      serialized[key] = serialized[key].replace(/^params: .*$/gm, 'params: [redacted]');
    }
  }
  return serialized;
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.change_token',
        '*.credential',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
