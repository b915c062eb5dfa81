/**
 * Logout (spec §4): fetch the provider's logout address, end the session on the server, forget
 * everything user-scoped (pending calls, cached data, flags), then visit the provider's logout page.
 * Failures only clear the local state: the person is signed out of this app either way.
 */
import { cancelAllRequests } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { getSession, isSignedIn } from '../../../lib/session-store';
import { TAB_STORAGE_KEYS, writeTabStored } from '../../../lib/storage';
import { unsubscribeFromPush } from '../../../lib/web-push';
import { fetchLogoutStart, requestLogout } from '../api/logout';
import { applySignedOut } from './apply-session';
import { clearPendingLogin } from './pending-login';

export type LogoutReason = 'user' | 'expired' | 'cancelled' | 'demo-exit';

export const LOGIN_AFTER_LOGOUT = '/auth/login';

let running: Promise<void> | null = null;

export function isLoggingOut(): boolean {
  return running !== null;
}

async function runLogout(reason: LogoutReason, navigate: (path: string) => void): Promise<void> {
  const { isDemo } = getSession();
  // Demo mode has no provider session to end (spec §4).
  const logoutUrl = isDemo
    ? null
    : await fetchLogoutStart().then(
        (start) => start.logoutUrl,
        () => null,
      );
  // This browser stops receiving the person's pushes; the bank drops the subscription at its next push.
  await unsubscribeFromPush().catch(() => undefined);
  await requestLogout().catch(() => false);
  cancelAllRequests();
  queryClient.clear();
  clearPendingLogin();
  applySignedOut();
  if (reason === 'expired' || reason === 'cancelled') {
    writeTabStored(TAB_STORAGE_KEYS.logoutReason, reason);
  }
  if (logoutUrl) {
    window.location.assign(logoutUrl);
    return;
  }
  if (reason === 'demo-exit') {
    navigate('/dashboard');
    return;
  }
  navigate(reason === 'expired' ? LOGIN_AFTER_LOGOUT : `${LOGIN_AFTER_LOGOUT}?loggedOut=true`);
}

/** Runs once even if several triggers (button, idle timer, expired answers) fire together. */
export function logout(reason: LogoutReason, navigate: (path: string) => void): Promise<void> {
  if (!isSignedIn() && reason === 'user') {
    navigate(LOGIN_AFTER_LOGOUT);
    return Promise.resolve();
  }
  running ??= runLogout(reason, navigate).finally(() => {
    running = null;
  });
  return running;
}

/**
 * A sign-in challenge was cancelled (spec §4): no session was opened, but the provider still knows
 * the browser, so its logout runs too; the login page then says the sign-in was cancelled.
 */
export async function cancelLogin(
  challengeKey: string | null,
  navigate: (path: string) => void,
): Promise<void> {
  clearPendingLogin();
  const logoutUrl = await fetchLogoutStart(challengeKey ?? undefined).then(
    (start) => start.logoutUrl,
    () => null,
  );
  if (logoutUrl) {
    writeTabStored(TAB_STORAGE_KEYS.logoutReason, 'cancelled');
    window.location.assign(logoutUrl);
    return;
  }
  navigate(`${LOGIN_AFTER_LOGOUT}?loginError=cancelled`);
}
