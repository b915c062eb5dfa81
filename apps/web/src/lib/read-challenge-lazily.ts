/**
 * The challenge a call answered, for the sign-in pages: only a challenge answer (202) holds one, and only
 * then is the challenge schema (and zod) loaded, so the login page's first visit goes without it.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { ApiError } from './api-error';

export async function readChallengeLazily(error: unknown): Promise<Challenge | null> {
  if (!(error instanceof ApiError) || !error.isChallenge) {
    return null;
  }
  const { readChallenge } = await import('./challenges');
  return readChallenge(error);
}
