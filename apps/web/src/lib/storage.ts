/** localStorage access that survives private browsing and disabled storage (it then forgets quietly). */

export const STORAGE_KEYS = {
  language: 'baraka.language',
  deviceId: 'baraka.device-id',
  colorScheme: 'baraka.color-scheme',
} as const;

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (quota or privacy mode): the value only lives for this page.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
