import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../errors/app-error.js';
import type { Outages } from '../errors/outages.js';
import { outageError } from '../services/runtime/outage-errors.js';

/** Every failure leaves as the envelope's `{error:{code, description}}`; internals go to the log only. */
export function registerErrorHandler(app: FastifyInstance, outages?: Outages) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = outageError(thrown, outages) ?? thrown;
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.field, error.details));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send(errorBody('unsupportedMediaType'));
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send(errorBody('invalidJson'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(errorBody('invalidInput'));
    if (error.statusCode === 429) return reply.code(429).send(errorBody('tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(errorBody('invalidInput'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internalError'));
  });
}
