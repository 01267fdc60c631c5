import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// The spec retries queries twice; a 4xx answer will not change on retry, so those fail at once.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

// A 503 (a dependency of the server is briefly down) says when to come back; anything else backs off as usual.
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.status === 503 && error.retryAfter) return error.retryAfter * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
