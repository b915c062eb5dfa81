/**
 * The TanStack Query client: no retry on 4xx or a challenge step (the answer will not change), two
 * retries otherwise.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A challenge step too: asking again would only open another challenge.
  if (error instanceof ApiError && (error.isClientError || error.isChallenge)) {
    return false;
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
