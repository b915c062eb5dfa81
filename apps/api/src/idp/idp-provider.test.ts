import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestBrowser, readFormAction } from '../test/test-browser.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const REDIRECT_URI = `${ORIGIN}/auth/callback`;

describe('the embedded OpenID provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const authorizationUrl = async (params: Record<string, string | undefined> = {}) => {
    const verifier = oidc.randomPKCECodeVerifier();
    const url = new URL(`${ORIGIN}/idp/auth`);
    const all: Record<string, string | undefined> = {
      client_id: 'baraka-web',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid offline_access',
      state: 'state-1234',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...params,
    };
    for (const [name, value] of Object.entries(all)) {
      if (value !== undefined) {
        url.searchParams.set(name, value);
      }
    }
    return url.href;
  };

  const openLoginPage = async (params: Record<string, string | undefined> = {}) => {
    const browser = createTestBrowser(ORIGIN, testApp.app);
    const page = await browser.follow(await browser.request('GET', await authorizationUrl(params)));
    if (page instanceof URL) {
      throw new Error(`redirected to ${page.href}`);
    }
    return { browser, page };
  };

  it('advertises the code flow with PKCE S256 only', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
    });

    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata.issuer).toBe(`${ORIGIN}/idp`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.end_session_endpoint).toMatch(/\/idp\/session\/end$/);
  });

  it.each([
    ['plain PKCE', { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) }],
    ['no PKCE', { code_challenge_method: undefined, code_challenge: undefined }],
  ])('refuses %s and sends the browser back with an error, not a code', async (_name, params) => {
    const browser = createTestBrowser(ORIGIN, testApp.app);

    const response = await browser.request('GET', await authorizationUrl(params));

    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')));
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('never redirects to an unregistered address, even one differing by a path or a slash', async () => {
    for (const redirect of [`${ORIGIN}/auth/callback/`, `${ORIGIN}/auth/other`, 'https://evil.example/cb']) {
      const browser = createTestBrowser(ORIGIN, testApp.app);
      const response = await browser.request('GET', await authorizationUrl({ redirect_uri: redirect }));

      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('shows its sign-in page in the requested locale, right to left in Arabic, dark on request', async () => {
    const french = await openLoginPage();
    const arabic = await openLoginPage({ locale: 'ar', darkMode: 'true' });

    expect(french.page.body).toContain('<html lang="fr" dir="ltr" data-theme="light">');
    expect(french.page.body).toContain('Connexion à votre espace');
    expect(arabic.page.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(arabic.page.body).toContain('الدخول إلى فضائك');
    expect(arabic.page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('serves its pages under the strict CSP, without caching', async () => {
    const { page } = await openLoginPage();

    const csp = String(page.headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const css = await testApp.app.inject({ method: 'GET', url: '/idp/assets/idp.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('tells a wrong password and an unknown username apart in no way', async () => {
    const bodies: string[] = [];
    for (const username of ['amina', 'no-such-user']) {
      const { browser, page } = await openLoginPage();
      const answer = await browser.request('POST', readFormAction(page.body), {
        form: { username, password: 'Wrong#Password1' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toContain('Identifiant ou mot de passe incorrect.');
      bodies.push(answer.body.replace(/value="[^"]*"/g, '').replace(/interaction\/[^/"?]+/g, ''));
    }
    expect(bodies[0]).toBe(bodies[1]);
  });

  it('sends a cancelled sign-in back to the app with access_denied', async () => {
    const { browser, page } = await openLoginPage();
    const abort = readFormAction(page.body).replace(/\/login$/, '/abort');

    const answer = await browser.request('POST', abort);
    const back = await browser.follow(answer, (url) => url.href.startsWith(REDIRECT_URI));

    expect(back).toBeInstanceOf(URL);
    expect((back as URL).searchParams.get('error')).toBe('access_denied');
  });

  it('keeps its signing keys across restarts (stored once, not regenerated)', async () => {
    const jwks = async (app: TestApp['app']) =>
      (await app.inject({ method: 'GET', url: '/idp/jwks' }))
        .json()
        .keys.map((key: { kid: string }) => key.kid);

    const before = await jwks(testApp.app);
    const restarted = await testApp.buildVariant({});

    expect(before).toHaveLength(1);
    expect(await jwks(restarted)).toEqual(before);
    expect(
      JSON.stringify((await testApp.app.inject({ method: 'GET', url: '/idp/jwks' })).json()),
    ).not.toMatch(/"d":/);
  });

  it('still answers unknown /idp paths with the 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/idp/nope' });

    expect(response.statusCode).toBe(404);
    expect(response.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });

  it('offers the fingerprint when the app says it can (fip), handing the browser back with loginWithFip', async () => {
    const without = await openLoginPage();
    expect(without.page.body).not.toContain('idp-fingerprint');
    const { browser, page } = await openLoginPage({ fip: 'true', state: 'state-fip' });
    const action = /action="([^"]+\/fip)"/.exec(page.body)?.[1] ?? '';

    const answer = await browser.request('POST', action);

    expect(answer.status).toBe(303);
    const back = new URL(String(answer.headers.get('location')));
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(back.searchParams.get('redirectPath')).toBe('loginWithFip');
    expect(back.searchParams.get('state')).toBe('state-fip');
    expect(back.searchParams.get('code')).toBeNull();
  });
});
