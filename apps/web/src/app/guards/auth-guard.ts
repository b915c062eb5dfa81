/** Sends a visitor to the login page, keeping where they wanted to go as `redirectPath`. */
import { redirect } from 'react-router';
import { ensureSessionRestored } from '../../features/auth/session/restore-session';
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
  return isSignedIn() ? null : redirect(buildLoginRedirect(url));
};
