/**
 * The mobile channel's Bearer token: written to the platform's secure store when a session opens,
 * read back when the app restarts (a reload onto a new version keeps the person signed in), and
 * erased when the session ends. Nothing is written on the web, whose session is an HttpOnly cookie.
 */
import type { Platform, Unsubscribe } from './types';

let restored: string | null = null;

/** The token kept from before a restart, until the session it belongs to is known again or ends. */
export function getRestoredToken(): string | null {
  return restored;
}

export async function restoreToken(platform: Pick<Platform, 'readToken'>): Promise<string | null> {
  restored = await platform.readToken();
  return restored;
}

type SessionSource = {
  subscribe: (listener: () => void) => Unsubscribe;
  read: () => { isSignedIn: boolean; accessToken: string | null };
};

/** Follows the session: a new token is saved, the end of the session erases it. */
export function syncSessionToken(
  platform: Pick<Platform, 'saveToken' | 'clearToken'>,
  session: SessionSource,
): Unsubscribe {
  let wasSignedIn = session.read().isSignedIn;
  let savedToken: string | null = null;
  return session.subscribe(() => {
    const { isSignedIn, accessToken } = session.read();
    if (isSignedIn && accessToken && accessToken !== savedToken) {
      savedToken = accessToken;
      restored = null;
      platform.saveToken(accessToken).catch(() => undefined);
    }
    // The end of a session, or a kept token the server no longer knows (the restore failed).
    if (!isSignedIn && (wasSignedIn || restored !== null)) {
      savedToken = null;
      restored = null;
      platform.clearToken().catch(() => undefined);
    }
    wasSignedIn = isSignedIn;
  });
}
