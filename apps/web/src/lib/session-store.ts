/**
 * Who is using the app. The web channel's session token lives only in an HttpOnly cookie the page
 * cannot read: this store keeps the signed-in user (from the login answer or the session call) and,
 * on the mobile channel only, the Bearer token in memory. Nothing secret is written to web storage;
 * a bare "was signed in" hint lets a reloaded page ask the server whether its cookie still works.
 */
import type { RolePermission, UserProfile } from '@baraka/contracts/identity/auth';
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';
import { DEFAULT_UNIVERSE, type Universe } from './theme';

export type Session = {
  status: 'anonymous' | 'authenticated';
  /** Bearer token for the mobile channel; the web channel relies on the session cookie. */
  accessToken: string | null;
  isDemo: boolean;
  universe: Universe;
  user: UserProfile | null;
  /** What the role grants on this channel (spec §6): the web hides or disables the rest. */
  permissions: readonly RolePermission[];
};

export type SessionStart = Omit<Session, 'status' | 'user' | 'permissions'> & {
  user?: UserProfile | null;
  permissions?: readonly RolePermission[];
};

const ANONYMOUS: Session = {
  status: 'anonymous',
  accessToken: null,
  isDemo: false,
  universe: DEFAULT_UNIVERSE,
  user: null,
  permissions: [],
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

export function startSession(next: SessionStart): void {
  current = {
    ...next,
    user: next.user ?? null,
    permissions: next.permissions ?? [],
    status: 'authenticated',
  };
  writeStored(STORAGE_KEYS.sessionHint, '1');
  notify();
}

/** Keeps the session but refreshes what the server says about the user. */
export function updateSessionUser(user: UserProfile, universe: Universe): void {
  if (current.status !== 'authenticated') {
    return;
  }
  current = { ...current, user, universe };
  notify();
}

export function endSession(): void {
  current = ANONYMOUS;
  removeStored(STORAGE_KEYS.sessionHint);
  notify();
}

/** Whether this browser was signed in when the page was last open (the cookie may still be good). */
export function hasSessionHint(): boolean {
  return readStored(STORAGE_KEYS.sessionHint) === '1';
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

/** The name the shell shows: the Arabic full name in Arabic when the bank has it. */
export function getDisplayName(user: UserProfile, language: string): string {
  if (language === 'ar' && user.fullNameAr) {
    return user.fullNameAr;
  }
  return `${user.firstName} ${user.lastName}`;
}

/** Whether the signed-in user's role grants this process of this service (spec §6). */
/** A company's account holder: who manages the company's other users and their rights. */
export function isCompanyHolder(session: Session): boolean {
  const customer = session.user?.bankCustomer;
  return customer?.kind === 'COMPANY' && customer.role.name !== 'BUSINESS_DELEGATE';
}

export function hasPermission(session: Session, service: string, process: string): boolean {
  return session.permissions.some(
    (permission) => permission.serviceName === service && permission.processName === process,
  );
}
