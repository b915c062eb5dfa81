/** localStorage access that survives private browsing and disabled storage (it then forgets quietly). */

export const STORAGE_KEYS = {
  language: 'baraka.language',
  deviceId: 'baraka.device-id',
  colorScheme: 'baraka.color-scheme',
  /** "1" while this browser is signed in; not a token, just a reason to ask the server on reload. */
  sessionHint: 'baraka.signed-in',
  /** Spec §4 "stored fingerprint username": who signs in with this device's fingerprint. */
  fingerprintUser: 'baraka.fingerprint-user',
  /** "1" when the customer chose to mask amounts on the accounts pages and the dashboard. */
  hideBalances: 'baraka.hide-balances',
} as const;

/** sessionStorage keys: they die with the tab. */
export const TAB_STORAGE_KEYS = {
  /** The sign-in in progress (spec §4 "login in progress"): state, PKCE verifier, where to go after. */
  login: 'baraka.login',
  /** Why the last session ended (expired...), shown once on the login page. */
  logoutReason: 'baraka.logout-reason',
  /** "1" once a link or the person chose the language in this tab: a sign-in then keeps it. */
  languageChosen: 'baraka.language-chosen',
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

export function readTabStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTabStored(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the value only lives for this page.
  }
}

export function removeTabStored(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
