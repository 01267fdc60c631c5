import { errorCatalogue, type ErrorCode } from '@gamefolk/contract';

/** What an error may say beside its code: `accountSuspended` says until when (ISO, or null for a ban). */
export interface ErrorDetails {
  until?: string | null;
  /** Beside `accountSuspended` at a refused sign-in: opens the player's standing page and appeal (getStandingWithKey). */
  standingKey?: string;
}

/** A failure a client is meant to see: a code from the contract's catalogue, never an internal message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly details: ErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}

export function errorBody(code: ErrorCode, field?: string, details: ErrorDetails = {}) {
  const description = errorCatalogue[code].description;
  return { error: { code, description, ...(field ? { field } : {}), ...details } };
}
