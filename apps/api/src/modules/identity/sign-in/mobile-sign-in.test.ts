import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeThroughProvider, loginWithCallback, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestBrowser } from '../../../test/test-browser.ts';

const APP_REDIRECT_URI = 'tn.albaraka.baraka://auth/callback';
const WEB_REDIRECT_URI = 'http://127.0.0.1:8080/auth/callback';

describe('sign-in from the mobile app (system browser, app URL, PKCE)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const start = async (channel?: 'MOB' | 'WEB') =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/gateway/api/oidc/start',
        headers: channel ? { channel } : {},
      })
    ).json().body.result;

  it('announces the mobile client and the app URL to Channel: MOB, the web ones otherwise', async () => {
    expect(await start('MOB')).toEqual({
      authUrl: 'http://127.0.0.1:8080/idp/auth',
      client_id: 'baraka-mobile',
      redirect_uri: APP_REDIRECT_URI,
      responseType: 'code',
      scope: 'openid offline_access',
      codeChallengeMethod: 'S256',
    });
    expect(await start('WEB')).toMatchObject({ client_id: 'baraka-web', redirect_uri: WEB_REDIRECT_URI });
    expect(await start()).toMatchObject({ client_id: 'baraka-web', redirect_uri: WEB_REDIRECT_URI });
  });

  it('signs youssef in through the provider, back on the app URL, and answers a Bearer token', async () => {
    const { result, headers, setCookie, authorization } = await signIn(testApp.app, 'youssef', 'MOB');

    expect(authorization.callback.protocol).toBe('tn.albaraka.baraka:');
    expect(authorization.callback.searchParams.get('code')).toBeTruthy();
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toBeUndefined();
    const session = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/session', headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().body.result.user.username).toBe('youssef');
  });

  it("lets the app end the provider's session: the logout address names the mobile client, and the provider accepts it", async () => {
    const { headers, authorization } = await signIn(testApp.app, 'youssef', 'MOB');
    const start = await testApp.app.inject({ method: 'GET', url: '/gateway/api/oidc/logout/start', headers });
    const logoutUrl = new URL(start.json().body.result.logoutUrl);

    expect(logoutUrl.searchParams.get('client_id')).toBe('baraka-mobile');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://127.0.0.1:8080/auth/logged-out',
    );
    const page = await authorization.browser.request('GET', logoutUrl.href);
    expect(page.status).toBe(200);
    // A verified hint for this client: the provider logs out without asking.
    expect(page.body).toContain('data-auto-logout="true"');
  });

  it('still signs the web in on the web address, with its cookie', async () => {
    const { result, setCookie, authorization } = await signIn(testApp.app, 'amina', 'WEB');

    expect(authorization.callback.href.startsWith(`${WEB_REDIRECT_URI}?`)).toBe(true);
    expect(result.token).toBeNull();
    expect(setCookie).toMatch(/^__Host-baraka_session=/);
  });

  it('refuses the app URL from a web caller and the web address from the app', async () => {
    const fromApp = await authorizeThroughProvider(testApp.app, { username: 'leila', channel: 'MOB' });
    const appUrlOnWeb = await loginWithCallback(testApp.app, fromApp, 'WEB');
    const fromWeb = await authorizeThroughProvider(testApp.app, { username: 'leila', channel: 'WEB' });
    const webUrlOnApp = await loginWithCallback(testApp.app, fromWeb, 'MOB');

    expect(appUrlOnWeb.statusCode).toBe(401);
    expect(appUrlOnWeb.json().header).toMatchObject({
      statusCode: 'AUTH.LOGIN.FAILED',
      description: 'redirectUri belongs to the MOB channel, not WEB',
    });
    expect(webUrlOnApp.statusCode).toBe(401);
    expect(webUrlOnApp.json().header).toMatchObject({
      statusCode: 'AUTH.LOGIN.FAILED',
      description: 'redirectUri belongs to the WEB channel, not MOB',
    });
    // The refused codes were not spent on another client: the right channel still redeems them.
    expect((await loginWithCallback(testApp.app, fromApp, 'MOB')).statusCode).not.toBe(401);
  });

  it('has the provider refuse the mobile client without PKCE S256 or with another redirect URI', async () => {
    const authorize = async (params: Record<string, string>) => {
      const url = new URL('http://127.0.0.1:8080/idp/auth');
      const verifier = oidc.randomPKCECodeVerifier();
      const all = {
        client_id: 'baraka-mobile',
        redirect_uri: APP_REDIRECT_URI,
        response_type: 'code',
        scope: 'openid offline_access',
        state: 'state-1234',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...params,
      };
      for (const [name, value] of Object.entries(all)) {
        if (value !== '') {
          url.searchParams.set(name, value);
        }
      }
      const browser = createTestBrowser('http://127.0.0.1:8080', testApp.app);
      return browser.follow(await browser.request('GET', url.href), (next) => next.protocol !== 'http:');
    };

    const fine = await authorize({});
    expect(fine).not.toBeInstanceOf(URL);
    expect(fine instanceof URL ? 0 : fine.status).toBe(200);

    for (const params of [
      { redirect_uri: WEB_REDIRECT_URI },
      { redirect_uri: 'tn.albaraka.baraka://elsewhere' },
    ]) {
      const page = await authorize(params);
      expect(page instanceof URL ? page.href : page.status).toBe(400);
    }
    // Without a challenge, or with the plain method, the provider answers the app with an error.
    const withoutS256: Record<string, string>[] = [
      { code_challenge: '', code_challenge_method: '' },
      { code_challenge_method: 'plain' },
    ];
    for (const params of withoutS256) {
      const back = await authorize(params);
      expect(back).toBeInstanceOf(URL);
      expect(back instanceof URL ? back.searchParams.get('error') : null).toBe('invalid_request');
    }
  });
});
