/**
 * Session expiry (spec §4): when the server answers AUTH.LOGIN.EXPIRED_SESSION, the app logs out
 * (with the provider's logout on the web, except in demo mode) and the login page says why.
 */
import { onAppEvent } from '../../../lib/app-events';
import { hasSessionHint, isSignedIn } from '../../../lib/session-store';
import { isLoggingOut, logout } from './logout-flow';

type Navigate = (path: string) => void;

export function handleSessionExpired(navigate: Navigate): void {
  if (isLoggingOut() || (!isSignedIn() && !hasSessionHint())) {
    return;
  }
  void logout('expired', navigate);
}

/** Listens for expired answers from any call; answers the clean-up. */
export function watchSessionExpiry(navigate: Navigate): () => void {
  return onAppEvent('session-expired', () => handleSessionExpired(navigate));
}
