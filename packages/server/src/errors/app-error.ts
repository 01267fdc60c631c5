import { errorCatalogue, type ErrorCode } from '@gamefolk/contract';

/** A failure a client is meant to see: a code from the contract's catalogue, never an internal message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}

export function errorBody(code: ErrorCode, field?: string) {
  const description = errorCatalogue[code].description;
  return { error: field ? { code, description, field } : { code, description } };
}
