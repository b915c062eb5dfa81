/**
 * A phone's surroundings for the shells' unit tests: web storage in memory, the gateway's envelope,
 * a sign-in's answer, and the browser globals the app reads, stubbed as inside a shell.
 */
import { vi } from 'vitest';

export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

export const envelope = (result: unknown) =>
  new Response(
    JSON.stringify({
      header: { statusCode: '000', errorMsg: null, messageType: 'SUCCESS' },
      body: { type: 'OBJECT_RESPONSE', result },
    }),
    { headers: { 'content-type': 'application/json' } },
  );

export const LOGIN_RESULT = {
  token: 'mobile-bearer-token',
  user: {
    id: 'u-1',
    firstName: 'Amina',
    lastName: 'Ben Salah',
    username: 'amina',
    language: 'fr',
    bankCustomer: { kind: 'INDIVIDUAL', segment: { universe: 'start' }, role: { name: 'RETAIL_BASIC_PLUS' } },
  },
  session: {
    expiresAt: '2026-01-01T12:00:00Z',
    idleExpiresAt: '2026-01-01T00:10:00Z',
    idleTimeoutSeconds: 600,
    warningSeconds: 60,
    pingIntervalSeconds: 120,
    isDemo: false,
  },
  features: ['ACCOUNTS'],
  permissions: [],
  pendingStep: null,
};

/** The globals a shell's WebView gives the app (https://localhost, an Android phone). */
export function stubShellGlobals(): { localStorage: Storage; location: { origin: string; hash: string } } {
  const localStorage = createMemoryStorage();
  const location = { origin: 'https://localhost', hash: '' };
  vi.stubGlobal('window', { sessionStorage: createMemoryStorage(), localStorage, location });
  vi.stubGlobal('document', { documentElement: { getAttribute: () => 'light' } });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', onLine: true });
  return { localStorage, location };
}
