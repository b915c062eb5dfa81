/**
 * The challenge a refused call answered, for the sign-in pages: only a 403 can hold one, and only
 * then is the challenge schema (and zod) loaded, so the login page's first visit goes without it.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { ApiError } from './api-error';

export async function readChallengeLazily(error: unknown): Promise<Challenge | null> {
  if (!(error instanceof ApiError) || error.httpStatus !== 403) {
    return null;
  }
  const { readChallenge } = await import('./challenges');
  return readChallenge(error);
}
