import { isErrorCode, type ErrorCode } from '@gamefolk/contract';

/** A failed call, with the contract's error code so the UI can translate it. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** For tooManyRequests: how many seconds until the limit lets the next one through (the Retry-After header). */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, description: string, status: number, field?: string, retryAfter?: number) {
    super(description);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
    this.retryAfter = retryAfter;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads the envelope's failure body; anything unexpected becomes internalError so the UI still has a code. */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const error = (body as { error?: { code?: unknown; description?: unknown; field?: unknown } } | null)?.error;
  const code = isErrorCode(error?.code) ? error.code : status === 401 ? 'unauthenticated' : 'internalError';
  const description = typeof error?.description === 'string' ? error.description : '';
  const field = typeof error?.field === 'string' ? error.field : undefined;
  const retryAfter = Number(retryAfterHeader);
  return new ApiError(code, description, status, field, retryAfter > 0 ? Math.ceil(retryAfter) : undefined);
}
