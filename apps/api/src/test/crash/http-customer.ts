/**
 * A signed-in customer of a running product, over real HTTP: signs in exactly as the web app does
 * (the provider's pages, the code back, POST login, the new-device code from the development
 * outbox) and calls the API, asking again after a connection error (the server was killed).
 */
import { CHALLENGE_HTTP_STATUS, TERMS_VERSION } from '@baraka/contracts';
import * as oidc from 'openid-client';
import { SEEDED_PASSWORD } from '../../modules/identity/identity.seed.ts';
import { createTestBrowser, readFormAction } from '../test-browser.ts';

export type HttpAnswer = { status: number; body: string; replayed: string | null; setCookies: string[] };
export type CallHeaders = Record<string, string>;

/** The Device and Channel headers of a web browser (as the web app sends them). */
const deviceHeaders = (deviceId: string): CallHeaders => ({
  channel: 'WEB',
  device: JSON.stringify({
    isInTunisia: true,
    deviceType: 'browser',
    os: 'Linux',
    version: '6.1',
    appVersion: '1.10.15',
    deviceId,
    playerId: null,
    platform: 'WEB',
  }),
});

/** A restart takes seconds: asking 5 times a second finds it soon without keeping a core busy. */
const RETRY_PAUSE_MS = 200;
const RETRY_FOR_MS = 240_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request; a connection error (refused, reset: the server is down) is thrown as is. */
export async function request(
  baseUrl: string,
  path: string,
  payload: object | undefined,
  headers: CallHeaders = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}/gateway/${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: await response.text(),
    replayed: response.headers.get('idempotent-replayed'),
    setCookies: response.headers.getSetCookie(),
  };
}

/** Asks again after each connection error (and each 503 while starting) until an answer comes back. */
export async function requestUntilAnswered(
  baseUrl: string,
  path: string,
  payload: object | undefined,
  headers: CallHeaders = {},
  onRetry: () => void = () => {},
): Promise<HttpAnswer> {
  const deadline = Date.now() + RETRY_FOR_MS;
  while (Date.now() < deadline) {
    try {
      const answer = await request(baseUrl, path, payload, headers);
      if (answer.status !== 503) {
        return answer;
      }
    } catch {
      // the server is down: ask again once it is back
    }
    onRetry();
    await pause(RETRY_PAUSE_MS);
  }
  throw new Error(`no answer from ${path}`);
}

export const statusCodeOf = (answer: HttpAnswer): string =>
  (JSON.parse(answer.body) as { header: { statusCode: string } }).header.statusCode;

export const resultOf = <T>(answer: HttpAnswer): T =>
  (JSON.parse(answer.body) as { body: { result: T } }).body.result;

/** The six digits of the newest message of the development outbox. */
export async function readLatestCode(baseUrl: string): Promise<string> {
  const answer = await requestUntilAnswered(baseUrl, 'dev/outbox?limit=1', undefined);
  const [message] = resultOf<{ body: string }[]>(answer);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) {
    throw new Error(`no code in the outbox: ${message?.body}`);
  }
  return code;
}

/** Signs a seeded person in on the web channel; answers the headers of their next calls. */
export async function signInOverHttp(
  baseUrl: string,
  username: string,
  deviceId: string,
): Promise<CallHeaders> {
  const start = resultOf<Record<string, string>>(await request(baseUrl, 'api/oidc/start', undefined));
  const redirectUri = new URL(start.redirect_uri ?? '');
  const browser = createTestBrowser(redirectUri.origin);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const authUrl = new URL(start.authUrl ?? '');
  const params: Record<string, string> = {
    client_id: start.client_id ?? '',
    redirect_uri: start.redirect_uri ?? '',
    response_type: start.responseType ?? '',
    scope: start.scope ?? '',
    prompt: 'login',
    state: oidc.randomState(),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) {
    authUrl.searchParams.set(name, value);
  }
  const isCallback = (url: URL) => url.href.startsWith(redirectUri.href);
  const page = await browser.follow(await browser.request('GET', authUrl.href), isCallback);
  const callback =
    page instanceof URL
      ? page
      : await browser.follow(
          await browser.request('POST', readFormAction(page.body), {
            form: { username, password: SEEDED_PASSWORD },
          }),
          isCallback,
        );
  if (!(callback instanceof URL)) {
    throw new Error(`sign-in of ${username} stopped on ${callback.url} (${callback.status})`);
  }
  const device = deviceHeaders(deviceId);
  let answer = await request(
    baseUrl,
    'login',
    {
      code: callback.searchParams.get('code'),
      redirectUri: `${callback.origin}${callback.pathname}`,
      codeVerifier,
      state: callback.searchParams.get('state') ?? undefined,
      iss: callback.searchParams.get('iss') ?? undefined,
    },
    device,
  );
  for (let step = 0; step < 5 && answer.status === CHALLENGE_HTTP_STATUS; step += 1) {
    const { challengeKey } = resultOf<{ challengeKey: string }>(answer);
    answer =
      statusCodeOf(answer) === 'TERM_COND'
        ? await request(
            baseUrl,
            'termcondition/challenge/validateAndContinue',
            {
              challengeKey,
              accepted: true,
              termsVersion: TERMS_VERSION,
            },
            device,
          )
        : await request(
            baseUrl,
            'otp/challenge/validateAndContinue',
            {
              challengeKey,
              otp: await readLatestCode(baseUrl),
            },
            device,
          );
  }
  const cookie = answer.setCookies.find((line) => line.includes('baraka_session'))?.split(';')[0];
  if (answer.status !== 200 || !cookie) {
    throw new Error(`login of ${username} failed: ${answer.status} ${answer.body}`);
  }
  return { ...device, cookie };
}
