import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../db/schema/index.ts';
import { authorizeThroughProvider, loginWithCallback, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('sign-in through the embedded provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts with the provider address, the client and the redirect URI (spec §3)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/oidc/start' });

    expect(response.statusCode).toBe(200);
    expect(response.json().body.result).toEqual({
      authUrl: 'http://127.0.0.1:8080/idp/auth',
      client_id: 'baraka-web',
      redirect_uri: 'http://127.0.0.1:8080/auth/callback',
      responseType: 'code',
      scope: 'openid offline_access',
      codeChallengeMethod: 'S256',
    });
  });

  it('signs amina in on the web: profile in the body, token only in an HttpOnly cookie', async () => {
    const { result, setCookie, headers } = await signIn(testApp.app, 'amina', 'WEB');

    expect(result.token).toBeNull();
    expect(result.user).toMatchObject({
      username: 'amina',
      firstName: 'Amina',
      lastName: 'Ben Salah',
      bankCustomer: {
        kind: 'INDIVIDUAL',
        pack: 'BASIC_PLUS',
        segment: { universe: 'start' },
        role: { name: 'RETAIL_BASIC_PLUS' },
      },
    });
    expect(result.session).toMatchObject({
      idleTimeoutSeconds: 600,
      pingIntervalSeconds: 120,
      isDemo: false,
    });
    expect(setCookie).toMatch(/^__Host-baraka_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toMatch(/Domain=|Max-Age|Expires/i);

    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().body.result.username).toBe('amina');
  });

  it('gives the mobile channel a Bearer token instead of a cookie', async () => {
    const { result, setCookie, headers } = await signIn(testApp.app, 'youssef', 'MOB');

    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toBeUndefined();
    const session = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/session', headers });
    expect(session.json().body.result.user.bankCustomer.segment.universe).toBe('youth');
  });
});

describe('what sign-in refuses', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a wrong password and an unknown user alike, with no code', async () => {
    for (const username of ['amina', 'nobody-here']) {
      const attempt = authorizeThroughProvider(testApp.app, { username, password: 'Wrong#Password1' });
      await expect(attempt).rejects.toThrow(/sign-in stopped on .*\/login \(401\)/);
    }
  });

  it('accepts a code once only', async () => {
    const authorization = await authorizeThroughProvider(testApp.app, { username: 'leila' });

    const first = await loginWithCallback(testApp.app, authorization, 'WEB');
    const second = await loginWithCallback(testApp.app, authorization, 'WEB');

    // The first use went through (a new device: it now asks for a one-time code).
    expect(first.json().header.statusCode).toBe('OTP.300');
    expect(second.statusCode).toBe(401);
    expect(second.json().header.statusCode).toBe('AUTH.LOGIN.FAILED');
  });

  it('refuses a code with the wrong PKCE verifier or another redirect URI', async () => {
    const wrongVerifier = await loginWithCallback(
      testApp.app,
      await authorizeThroughProvider(testApp.app, { username: 'leila' }),
      'WEB',
      { codeVerifier: 'x'.repeat(43) },
    );
    const wrongRedirect = await loginWithCallback(
      testApp.app,
      await authorizeThroughProvider(testApp.app, { username: 'leila' }),
      'WEB',
      { redirectUri: 'http://127.0.0.1:8080/elsewhere' },
    );

    expect(wrongVerifier.statusCode).toBe(401);
    expect(wrongVerifier.json().header.statusCode).toBe('AUTH.LOGIN.FAILED');
    expect(wrongRedirect.statusCode).toBe(401);
  });

  it('voids a code on any failed redemption: the right verifier or redirect URI comes too late', async () => {
    const authorization = await authorizeThroughProvider(testApp.app, { username: 'leila' });
    const wrongVerifier = await loginWithCallback(testApp.app, authorization, 'WEB', {
      codeVerifier: 'x'.repeat(43),
    });
    const rightVerifier = await loginWithCallback(testApp.app, authorization, 'WEB');

    const other = await authorizeThroughProvider(testApp.app, { username: 'leila' });
    const redeem = (redirectUri: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/idp/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'baraka-web',
          code: other.callback.searchParams.get('code') ?? '',
          code_verifier: other.codeVerifier,
          redirect_uri: redirectUri,
        }).toString(),
      });
    const wrongRedirect = await redeem('http://127.0.0.1:8080/elsewhere');
    const rightRedirect = await redeem(`${other.callback.origin}${other.callback.pathname}`);

    expect(wrongVerifier.json().header.statusCode).toBe('AUTH.LOGIN.FAILED');
    expect(rightVerifier.statusCode).toBe(401);
    expect(rightVerifier.json().header.statusCode).toBe('AUTH.LOGIN.FAILED');
    expect(wrongRedirect.json().error).toBe('invalid_grant');
    expect(rightRedirect.statusCode).toBe(400);
    expect(rightRedirect.json().error).toBe('invalid_grant');
  });

  it('validates the login payload with the shared schema', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/login',
      payload: { code: 'abc', redirectUri: 'not a url', codeVerifier: 'short' },
    });

    expect(response.statusCode).toBe(400);
    const fields = response.json().body.result.fieldErrors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['redirectUri', 'codeVerifier']));
  });

  it('never lets the session cookie alone authorise a call: the Channel header must come with it', async () => {
    const { headers } = await signIn(testApp.app, 'amina', 'WEB');

    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers: { cookie: headers.cookie ?? '' },
    });

    expect(forged.statusCode).toBe(401);
    expect(forged.json().header.statusCode).toBe('COMMON.UNAUTHORIZED');
  });

  it('cancels a sign-in half way: its challenge ends and the provider logout needs no confirmation', async () => {
    const authorization = await authorizeThroughProvider(testApp.app, {
      username: 'nour.admin',
      channel: 'MOB',
    });
    const login = await loginWithCallback(testApp.app, authorization, 'MOB');
    const { challengeKey } = login.json().body.result;
    expect(login.json().header.statusCode).toBe('OTP.300');

    const start = await testApp.app.inject({
      method: 'GET',
      url: `/gateway/api/oidc/logout/start?challengeKey=${challengeKey}`,
    });
    const logoutUrl = new URL(start.json().body.result.logoutUrl);
    expect(logoutUrl.searchParams.get('id_token_hint')).toMatch(/^ey/);
    // The hint was issued to the mobile app's client: the logout names that client.
    expect(logoutUrl.searchParams.get('client_id')).toBe('baraka-mobile');

    const late = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      payload: { challengeKey, otp: '123456' },
    });
    expect(late.json().header.statusCode).toBe('CHALLENGE.EXPIRED');
  });

  it('tells the person of a sign-in from a new device, once per device (AUTH)', async () => {
    const db = testApp.database.db;
    const noticesOf = async () => {
      const [youssef] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'youssef'));
      return db
        .select({ content: notifications.content, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, youssef?.id ?? ''), eq(notifications.key, 'SIGN_IN_NEW_DEVICE')));
    };
    const before = (await noticesOf()).length;

    await signIn(testApp.app, 'youssef', 'WEB', 'youssef-new-laptop-1');
    await signIn(testApp.app, 'youssef', 'WEB', 'youssef-new-laptop-1');

    const after = await noticesOf();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.link).toBe('/devices');
    expect(after.at(-1)?.content.fr).toContain('nouvel appareil');
  });
});
