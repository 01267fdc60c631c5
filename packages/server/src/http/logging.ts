import type { FastifyServerOptions } from 'fastify';

// Links with a key in their path: the key is a credential and never reaches the log.
const secretPath = /^(\/(?:activate|reset-password|login|shared)\/)[^/?#]+/;
const secretQuery = /([?&](?:token|code|key|state|id_token|change_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretPath, '$1[redacted]').replace(secretQuery, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
