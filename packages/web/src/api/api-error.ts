import type { ErrorCode } from '@gamefolk/contract';

// The class alone, without the contract's error catalogue: the query client (in every page's first download) needs
// only this; reading a failure body (to-api-error.ts) comes with the first call.

/** A failed call, with the contract's error code so the UI can translate it. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** For tooManyRequests and serviceUnavailable: how many seconds to wait before trying again (Retry-After). */
  readonly retryAfter: number | undefined;
  /** What the error says beside its code: `accountSuspended`'s `until` and `standingKey`. */
  readonly details: { until?: string | null; standingKey?: string };

  constructor(
    code: ErrorCode,
    description: string,
    status: number,
    field?: string,
    retryAfter?: number,
    details: { until?: string | null; standingKey?: string } = {},
  ) {
    super(description);
    this.details = details;
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
