/** openid-client as a real relying party against the embedded provider, over real HTTP. */
import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PASSWORD } from '../modules/identity/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestBrowser, readFormAction } from '../test/test-browser.ts';

const findFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('OpenID Connect over HTTP with openid-client', () => {
  let testApp: TestApp;
  let origin: string;
  let config: oidc.Configuration;

  beforeAll(async () => {
    const port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    testApp = await createTestApp({ publicUrl: origin, rateLimitMax: 10_000 });
    await testApp.app.listen({ port, host: '127.0.0.1' });
    config = await oidc.discovery(new URL(`${origin}/idp`), 'baraka-web', undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Runs the browser part: authorization request, sign-in page, redirect back with a code. */
  const authorize = async (username: string) => {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const redirectUri = `${origin}/auth/callback`;
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      locale: 'en',
    });
    const browser = createTestBrowser(origin);
    const page = await browser.follow(await browser.request('GET', url.href));
    if (page instanceof URL) {
      throw new Error('no sign-in page');
    }
    expect(page.body).toContain('Sign in to your account');
    const posted = await browser.request('POST', readFormAction(page.body), {
      form: { username, password: SEEDED_PASSWORD },
    });
    const callback = await browser.follow(posted, (next) => next.href.startsWith(redirectUri));
    if (!(callback instanceof URL)) {
      throw new Error(`stopped at ${callback.url}`);
    }
    return { callback, verifier, state };
  };

  it('discovers the provider at PUBLIC_URL/idp', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/idp`);
    expect(metadata.authorization_endpoint).toBe(`${origin}/idp/auth`);
    expect(metadata.token_endpoint).toBe(`${origin}/idp/token`);
  });

  it('issues a signed ID token for the person who signed in, and user info for its access token', async () => {
    const { callback, verifier, state } = await authorize('leila');
    expect(callback.searchParams.get('iss')).toBe(`${origin}/idp`);

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');

    expect(claims?.iss).toBe(`${origin}/idp`);
    expect(claims?.aud).toBe('baraka-web');
    expect(info).toMatchObject({
      preferred_username: 'leila',
      given_name: 'Leila',
      email: 'leila.gharbi@example.com',
    });
    expect(
      JSON.parse(Buffer.from(String(tokens.id_token).split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({
      alg: 'RS256',
    });
  });

  it('refuses a code redeemed twice, or without its verifier', async () => {
    const first = await authorize('amina');
    await oidc.authorizationCodeGrant(config, first.callback, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
    });
    await expect(
      oidc.authorizationCodeGrant(config, first.callback, {
        pkceCodeVerifier: first.verifier,
        expectedState: first.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    const second = await authorize('amina');
    await expect(
      oidc.authorizationCodeGrant(config, second.callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: second.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  // The web client's code on the web channel (the mobile app's client has its own test, mobile-sign-in.test.ts).
  it('lets the product exchange the same kind of code for a session (POST /gateway/login)', async () => {
    const { callback, verifier, state } = await authorize('youssef');

    const response = await fetch(`${origin}/gateway/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'WEB' },
      body: JSON.stringify({
        code: callback.searchParams.get('code'),
        redirectUri: `${origin}/auth/callback`,
        codeVerifier: verifier,
        state,
        iss: callback.searchParams.get('iss'),
      }),
    });

    // A device the bank has never seen: a one-time code goes to youssef's phone first.
    expect(response.status).toBe(202);
    const challenge = (await response.json()) as {
      header: { statusCode: string };
      body: { result: { challengeKey: string } };
    };
    expect(challenge.header.statusCode).toBe('OTP.300');
    const outbox = (await (await fetch(`${origin}/gateway/dev/outbox?to=22345678&limit=1`)).json()) as {
      body: { result: { body: string }[] };
    };
    const otp = /\d{6}/.exec(outbox.body.result[0]?.body ?? '')?.[0];
    const confirmed = await fetch(`${origin}/gateway/otp/challenge/validateAndContinue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'WEB' },
      body: JSON.stringify({ challengeKey: challenge.body.result.challengeKey, otp }),
    });
    expect(confirmed.status).toBe(200);
    const login = (await confirmed.json()) as {
      body: { result: { genericResponse: { user: { username: string }; token: string | null } } };
    };
    expect(login.body.result.genericResponse.user.username).toBe('youssef');
    expect(login.body.result.genericResponse.token).toBeNull();
    expect(confirmed.headers.get('set-cookie')).toMatch(/baraka_session=[A-Za-z0-9_-]{43};/);
  });
});
