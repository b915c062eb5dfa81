/**
 * Who is using the app. A placeholder until identity lands: everyone is anonymous, so private routes
 * lead to the login page. The login flow will call `startSession`; logout and expiry `endSession`.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_UNIVERSE, type Universe } from './theme';

export type Session = {
  status: 'anonymous' | 'authenticated';
  /** Bearer token for the mobile channel; the web channel relies on the session cookie. */
  accessToken: string | null;
  isDemo: boolean;
  universe: Universe;
};

const ANONYMOUS: Session = {
  status: 'anonymous',
  accessToken: null,
  isDemo: false,
  universe: DEFAULT_UNIVERSE,
};

let current: Session = ANONYMOUS;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function getSession(): Session {
  return current;
}

export function isSignedIn(session: Session = current): boolean {
  return session.status === 'authenticated';
}

export function startSession(next: Omit<Session, 'status'>): void {
  current = { ...next, status: 'authenticated' };
  notify();
}

export function endSession(): void {
  current = ANONYMOUS;
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
