/** A first-access step the server asks for before anything else (SEQ-406), kept in memory only. */
import type { Challenge } from '@baraka/contracts/identity/challenges';

let pending: Challenge | null = null;

export function setPendingStep(step: Challenge | null): void {
  pending = step;
}

export function getPendingStep(): Challenge | null {
  return pending;
}

export const FIRST_ACCESS_PATH = '/auth/first-access';
