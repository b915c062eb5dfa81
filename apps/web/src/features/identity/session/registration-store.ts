/**
 * The registration in progress, page to page (spec §2 register path). Kept in memory only: a
 * reload starts again, so identity details never sit in web storage.
 */
import type { Pack } from '@baraka/contracts/identity/auth';
import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { SignupIdentity, SignupResult } from '@baraka/contracts/identity/signup';

export type Registration = {
  identity: SignupIdentity;
  challenge: Challenge | null;
  verifiedKey: string | null;
  offer: SignupResult | null;
  pack: Pack | null;
  created: SignupResult | null;
};

let current: Registration | null = null;

export function startRegistration(identity: SignupIdentity, challenge: Challenge): void {
  current = { identity, challenge, verifiedKey: null, offer: null, pack: null, created: null };
}

export function getRegistration(): Registration | null {
  return current;
}

export function updateRegistration(change: Partial<Registration>): void {
  if (current) {
    current = { ...current, ...change };
  }
}

export function clearRegistration(): void {
  current = null;
}

export const REGISTER_PATHS = {
  identity: '/auth/register',
  number: '/auth/number-validation',
  pack: '/auth/chose-pack',
  password: '/auth/confirm-password',
  welcome: '/auth/welcome-to-albaraka',
} as const;
