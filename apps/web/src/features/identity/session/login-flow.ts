/**
 * The sign-in of spec §4: a "login in progress" record (state, PKCE verifier, where to go after)
 * is kept for this tab, the browser goes to the provider, and on return the code is exchanged.
 */
import type { LoginResult } from '@baraka/contracts/identity/auth';
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { changeAppLanguage, getCurrentLanguage } from '../../../lib/i18n';
import { isLanguage, wasLanguageChosen } from '../../../lib/language';
import { queryClient } from '../../../lib/query-client';
import { readChallengeLazily } from '../../../lib/read-challenge-lazily';
import { readTabStored, TAB_STORAGE_KEYS, writeTabStored } from '../../../lib/storage';
import { getPlatform } from '../../../platform';
import { postLogin } from '../api/login';
import { fetchLoginStart } from '../api/start-login';
import { applySignedIn } from './apply-session';
import { clearPendingLogin } from './pending-login';
import { computeCodeChallenge, createCodeVerifier, createState } from './pkce';

/** A sign-in older than this is stale (the provider's own page expires sooner). */
const PENDING_LOGIN_MAX_AGE_MS = 30 * 60 * 1000;

type PendingLogin = {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  redirectPath: string | null;
  startedAt: number;
};

export type LoginFailure = 'cancelled' | 'failed';

export class LoginReturnError extends Error {
  readonly reason: LoginFailure;
  constructor(reason: LoginFailure, message: string) {
    super(message);
    this.name = 'LoginReturnError';
    this.reason = reason;
  }
}

export function readPendingLogin(): PendingLogin | null {
  const raw = readTabStored(TAB_STORAGE_KEYS.login);
  if (!raw) {
    return null;
  }
  try {
    const pending = JSON.parse(raw) as PendingLogin;
    return Date.now() - pending.startedAt < PENDING_LOGIN_MAX_AGE_MS ? pending : null;
  } catch {
    return null;
  }
}

function isDarkScheme(): boolean {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
}

/** Only paths inside the app: a redirectPath is never an address elsewhere. */
export function sanitizeRedirectPath(path: string | null): string | null {
  return path && /^\/(?!\/)[^\s\\]*$/.test(path) && !path.startsWith('/auth/') ? path : null;
}

/** Records the sign-in in progress and sends the browser to the provider's sign-in page. */
export async function beginLogin(options: { redirectPath: string | null }): Promise<void> {
  const start = await fetchLoginStart();
  const codeVerifier = createCodeVerifier();
  const state = createState();
  const pending: PendingLogin = {
    state,
    codeVerifier,
    redirectUri: start.redirect_uri,
    redirectPath: sanitizeRedirectPath(options.redirectPath),
    startedAt: Date.now(),
  };
  writeTabStored(TAB_STORAGE_KEYS.login, JSON.stringify(pending));
  const platform = getPlatform();
  const url = new URL(start.authUrl, platform.gatewayOrigin || window.location.origin);
  const params: Record<string, string> = {
    client_id: start.client_id,
    redirect_uri: start.redirect_uri,
    response_type: start.responseType,
    scope: start.scope,
    state,
    code_challenge: await computeCodeChallenge(codeVerifier),
    code_challenge_method: start.codeChallengeMethod,
    // A bank session always asks for the password again, even if the provider still knows the browser.
    prompt: 'login',
    locale: getCurrentLanguage(),
    darkMode: String(isDarkScheme()),
  };
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(name, value);
  }
  // The browser leaves for the provider; a shell opens it in the system browser tab and the provider
  // comes back through the app's URL, whose parameters finish the sign-in on the callback page.
  const returned = await platform.openSignInPage(url.href, start.redirect_uri);
  if (returned) {
    window.location.hash = `#/auth/callback?${returned.toString()}`;
  }
}

/** Where a sign-in stands once the provider sent the browser back. */
export type LoginOutcome =
  | { status: 'signed-in'; redirectPath: string | null; pendingStep: Challenge | null }
  | { status: 'challenge'; redirectPath: string | null; challenge: Challenge };

const exchanges = new Map<string, Promise<LoginOutcome>>();

/** The session is open: the app learns who is signed in (after the code, or after the last challenge step). */
export function applyLoginResult(result: LoginResult): Challenge | null {
  // Whatever a visitor had cached (products, rates...) is refetched for the customer.
  queryClient.clear();
  applySignedIn(result);
  // The language the customer saved with the bank, unless one was chosen in this tab.
  const saved = result.user.language;
  if (!wasLanguageChosen() && isLanguage(saved) && saved !== getCurrentLanguage()) {
    void changeAppLanguage(saved);
  }
  return result.pendingStep;
}

async function exchange(params: URLSearchParams, code: string): Promise<LoginOutcome> {
  const pending = readPendingLogin();
  const state = params.get('state');
  if (!pending || state !== pending.state) {
    throw new LoginReturnError('failed', 'This sign-in was not started here or has expired');
  }
  const { redirectPath } = pending;
  clearPendingLogin();
  try {
    const result = await postLogin({
      code,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
      state,
      ...(params.get('iss') ? { iss: params.get('iss') ?? undefined } : {}),
    });
    return { status: 'signed-in', redirectPath, pendingStep: applyLoginResult(result) };
  } catch (error) {
    const challenge = await readChallengeLazily(error);
    if (challenge) {
      return { status: 'challenge', redirectPath, challenge };
    }
    throw error;
  }
}

/** Handles the provider's return. The same code is exchanged only once. */
export function completeLogin(params: URLSearchParams): Promise<LoginOutcome> {
  const error = params.get('error');
  if (error) {
    clearPendingLogin();
    return Promise.reject(
      new LoginReturnError(
        error === 'access_denied' ? 'cancelled' : 'failed',
        `The provider answered ${error}`,
      ),
    );
  }
  const code = params.get('code');
  if (!code) {
    clearPendingLogin();
    return Promise.reject(new LoginReturnError('failed', 'No authorization code'));
  }
  let running = exchanges.get(code);
  if (!running) {
    running = exchange(params, code).catch((cause: unknown) => {
      clearPendingLogin();
      throw cause;
    });
    exchanges.set(code, running);
  }
  return running;
}

let stashed: LoginOutcome | null = null;

/** A sign-in that started elsewhere (fingerprint) and still has steps: the callback page shows them. */
export function stashLoginOutcome(outcome: LoginOutcome): void {
  stashed = outcome;
}

export function takeStashedOutcome(): LoginOutcome | null {
  const outcome = stashed;
  stashed = null;
  return outcome;
}
