/**
 * PostgreSQL may end one of two transactions that wait on each other (deadlock, 40P01) or cannot be
 * serialized (40001); the transaction was rolled back whole, so running it again is safe and is what
 * the database asks of its callers. Any other error is the caller's.
 */
import { findDatabaseError } from './database-error.ts';

const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;

export const isRetryableConflict = (error: unknown): boolean =>
  RETRYABLE_CODES.has(findDatabaseError(error)?.code ?? '');

export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) {
        throw error;
      }
      // A short, random pause so the two transactions do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
