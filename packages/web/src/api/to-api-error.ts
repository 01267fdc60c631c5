import { isErrorCode } from '@gamefolk/contract';
import { ApiError } from './api-error';

/** Reads the envelope's failure body; anything unexpected becomes internalError so the UI still has a code. */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const error = (
    body as {
      error?: { code?: unknown; description?: unknown; field?: unknown; until?: unknown; standingKey?: unknown };
    } | null
  )?.error;
  const code = isErrorCode(error?.code) ? error.code : status === 401 ? 'unauthenticated' : 'internalError';
  const description = typeof error?.description === 'string' ? error.description : '';
  const field = typeof error?.field === 'string' ? error.field : undefined;
  const retryAfter = Number(retryAfterHeader);
  const details = {
    ...(typeof error?.until === 'string' || error?.until === null ? { until: error.until } : {}),
    ...(typeof error?.standingKey === 'string' ? { standingKey: error.standingKey } : {}),
  };
  return new ApiError(code, description, status, field, retryAfter > 0 ? Math.ceil(retryAfter) : undefined, details);
}
