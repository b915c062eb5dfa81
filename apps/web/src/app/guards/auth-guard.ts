/** Sends a visitor to the login page, keeping where they wanted to go as `redirectPath`. */
import { FIRST_ACCESS_PATH, getPendingStep } from '../../features/identity/session/pending-step';
import { ensureSessionRestored } from '../../features/identity/session/restore-session';
import { isSignedIn } from '../../lib/session-store';
import { LOGIN_PATH } from '../routes';
import type { Guard } from './guard-types';

export function buildLoginRedirect(url: URL): string {
  const params = new URLSearchParams({ redirectPath: `${url.pathname}${url.search}` });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** A reloaded page first asks the server whether this browser's session cookie still works. */
export const authGuard: Guard = async ({ url }) => {
  await ensureSessionRestored();
  if (!isSignedIn()) {
    return buildLoginRedirect(url);
  }
  // The server blocks every call until the first-access step is done: do it first.
  return getPendingStep() ? FIRST_ACCESS_PATH : null;
};
