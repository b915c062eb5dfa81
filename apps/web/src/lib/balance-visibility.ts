/**
 * "Hide balances": one choice, remembered on this device, that masks every amount of the accounts
 * pages and the dashboard (someone looking over a shoulder in a queue, a shared screen).
 */
import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

const listeners = new Set<() => void>();
let hidden = readStored(STORAGE_KEYS.hideBalances) === '1';

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function areBalancesHidden(): boolean {
  return hidden;
}

export function setBalancesHidden(next: boolean): void {
  hidden = next;
  writeStored(STORAGE_KEYS.hideBalances, next ? '1' : '0');
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.hideBalances) {
      hidden = event.newValue === '1';
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBalancesHidden(): boolean {
  return useSyncExternalStore(subscribe, areBalancesHidden, areBalancesHidden);
}
