/**
 * Test support: signs a seeded person in exactly as the web app (or the mobile app, on MOB) does —
 * api/oidc/start, the provider's page, the code back on the redirect URI, then POST login with the
 * PKCE verifier.
 */
import type { Channel, LoginResult } from '@baraka/contracts';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { SEEDED_PASSWORD } from '../modules/identity/index.ts';
import { answerChallenges } from './challenge-answers.ts';
import { createTestBrowser, readFormAction, type TestBrowser } from './test-browser.ts';

export const TEST_DEVICE = {
  isInTunisia: true,
  deviceType: 'browser',
  os: 'Linux',
  version: '6.1',
  appVersion: '1.10.15',
  deviceId: 'test-device-0001',
  playerId: null,
  platform: 'WEB',
} as const;

export type AuthorizationResult = {
  callback: URL;
  codeVerifier: string;
  state: string;
  browser: TestBrowser;
  /** The channel that started the sign-in (its client and redirect URI). */
  channel: Channel;
};

export type AuthorizeOptions = {
  username: string;
  password?: string;
  /** Extra authorization parameters (locale, darkMode...) or overrides (code_challenge_method...). */
  params?: Record<string, string>;
  browser?: TestBrowser;
  /** The channel asking api/oidc/start: MOB gets the mobile app's client and app URL. */
  channel?: Channel;
};

/** Walks the provider's pages up to the redirect back to the web app; answers that redirect URL. */
export const authorizeThroughProvider = async (
  app: FastifyInstance,
  options: AuthorizeOptions,
): Promise<AuthorizationResult> => {
  const channel = options.channel ?? 'WEB';
  const start = (
    await app.inject({ method: 'GET', url: '/gateway/api/oidc/start', headers: { channel } })
  ).json().body.result;
  const redirectUri = new URL(start.redirect_uri as string);
  const authUrl = new URL(start.authUrl as string);
  const browser = options.browser ?? createTestBrowser(authUrl.origin, app);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const params: Record<string, string> = {
    client_id: start.client_id,
    redirect_uri: start.redirect_uri,
    response_type: start.responseType,
    scope: start.scope,
    prompt: 'login',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...options.params,
  };
  for (const [name, value] of Object.entries(params)) {
    authUrl.searchParams.set(name, value);
  }
  const isCallback = (url: URL) => url.href.startsWith(redirectUri.href);
  const page = await browser.follow(await browser.request('GET', authUrl.href), isCallback);
  if (page instanceof URL) {
    return { callback: page, codeVerifier, state, browser, channel };
  }
  const posted = await browser.request('POST', readFormAction(page.body), {
    form: { username: options.username, password: options.password ?? SEEDED_PASSWORD },
  });
  const callback = await browser.follow(posted, isCallback);
  if (!(callback instanceof URL)) {
    throw new Error(`sign-in stopped on ${callback.url} (${callback.status})`);
  }
  return { callback, codeVerifier, state, browser, channel };
};

export type SignedIn = {
  result: LoginResult;
  /** Headers that authenticate the next calls: the cookie (WEB) or the Bearer token (MOB). */
  headers: Record<string, string>;
  setCookie: string | undefined;
  authorization: AuthorizationResult;
};

export const deviceHeaders = (channel: Channel, deviceId: string = TEST_DEVICE.deviceId) => ({
  channel,
  device: JSON.stringify({ ...TEST_DEVICE, platform: channel, deviceId }),
});

export const loginWithCallback = (
  app: FastifyInstance,
  authorization: AuthorizationResult,
  channel: Channel,
  overrides: Record<string, string> = {},
  deviceId: string = TEST_DEVICE.deviceId,
) => {
  // The redirect URI is the callback without its query (an app URL has no origin to rebuild it from).
  const redirectUri = authorization.callback.href.split(/[?#]/)[0];
  return app.inject({
    method: 'POST',
    url: '/gateway/login',
    headers: deviceHeaders(channel, deviceId),
    payload: {
      code: authorization.callback.searchParams.get('code'),
      redirectUri,
      codeVerifier: authorization.codeVerifier,
      state: authorization.callback.searchParams.get('state') ?? undefined,
      iss: authorization.callback.searchParams.get('iss') ?? undefined,
      ...overrides,
    },
  });
};

/** Signs `username` in on a channel (answering the terms and the new-device code) and answers how to call as them. */
export const signIn = async (
  app: FastifyInstance,
  username: string,
  channel: Channel = 'WEB',
  deviceId: string = TEST_DEVICE.deviceId,
): Promise<SignedIn> => {
  const authorization = await authorizeThroughProvider(app, { username, channel });
  const first = await loginWithCallback(app, authorization, channel, {}, deviceId);
  const response = await answerChallenges(app, first, deviceHeaders(channel, deviceId));
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json().body.result;
  // A login that needed steps answers the challenge's continue result, with the login inside.
  const result = ('genericResponse' in body ? body.genericResponse : body) as LoginResult;
  const setCookie = [response.headers['set-cookie']].flat().find((line) => line?.includes('baraka_session'));
  const cookie = setCookie?.split(';')[0] ?? '';
  const headers: Record<string, string> =
    channel === 'MOB'
      ? { channel: 'MOB', authorization: `Bearer ${result.token}` }
      : { channel: 'WEB', cookie };
  return { result, headers, setCookie, authorization };
};
