/**
 * The browser's session history with the app's address in the hash (`/#/cards?x=1`), so any static
 * host and the mobile shells serve every page from one `index.html`. Each entry keeps the page's
 * handed-over state and a key in `history.state`, so both survive a reload.
 */
import { createPath, parsePath, type RouterLocation } from './location';

type StoredEntry = { usr?: unknown; key?: string };

function readStoredEntry(): StoredEntry {
  const stored: unknown = window.history.state;
  return typeof stored === 'object' && stored !== null ? (stored as StoredEntry) : {};
}

export function readHashLocation(): RouterLocation {
  const entry = readStoredEntry();
  const path = parsePath(window.location.hash.slice(1));
  return {
    ...path,
    pathname: path.pathname.startsWith('/') ? path.pathname : `/${path.pathname}`,
    state: entry.usr ?? null,
    key: entry.key ?? 'default',
  };
}

export function writeHashLocation(location: RouterLocation, mode: 'push' | 'replace'): void {
  const entry: StoredEntry = { usr: location.state, key: location.key };
  const href = `#${createPath(location)}`;
  if (mode === 'push') {
    window.history.pushState(entry, '', href);
  } else {
    window.history.replaceState(entry, '', href);
  }
}

/** Back, forward, and an address typed or set in the hash (which also fires `popstate`). */
export function listenToHashHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

export function createLocationKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
