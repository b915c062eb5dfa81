import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../clock.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SECOND = 1000;
const clock = createManualClock(new Date('2026-03-02T08:00:00Z'));

describe('sessions (idle 600 s, 12 h at most, logout)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: `/gateway/${url}`, headers });

  it('expires after 600 s without a call and answers AUTH.LOGIN.EXPIRED_SESSION', async () => {
    const { headers } = await signIn(testApp.app, 'amina', 'WEB');

    clock.advance(599 * SECOND);
    expect((await get('secure/ping', headers)).statusCode).toBe(200);
    clock.advance(601 * SECOND);
    const expired = await get('secure/api/user/profile', headers);

    expect(expired.statusCode).toBe(401);
    expect(expired.json().header.statusCode).toBe('AUTH.LOGIN.EXPIRED_SESSION');
    expect(String(expired.headers['set-cookie'])).toMatch(
      /__Host-baraka_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    clock.advance(SECOND);
    expect((await get('secure/ping', headers)).json().header.statusCode).toBe('AUTH.LOGIN.EXPIRED_SESSION');
  });

  it('stays alive while pinged every 120 s, but never beyond 12 hours', async () => {
    const { headers, result } = await signIn(testApp.app, 'youssef', 'MOB');
    const started = clock.now().getTime();
    expect(Date.parse(result.session.expiresAt) - started).toBe(12 * 3600 * SECOND);

    let status = 200;
    while (status === 200 && clock.now().getTime() - started < 13 * 3600 * SECOND) {
      clock.advance(120 * SECOND);
      status = (await get('secure/ping', headers)).statusCode;
    }
    const elapsed = clock.now().getTime() - started;

    expect(status).toBe(401);
    expect(elapsed).toBeGreaterThan(12 * 3600 * SECOND);
    expect(elapsed).toBeLessThanOrEqual(12 * 3600 * SECOND + 120 * SECOND);
  });

  it('tells the client when the idle limit falls', async () => {
    const { headers } = await signIn(testApp.app, 'leila', 'MOB');
    clock.advance(30 * SECOND);

    const ping = (await get('secure/ping', headers)).json().body.result;

    expect(Date.parse(ping.idleExpiresAt) - clock.now().getTime()).toBe(600 * SECOND);
    expect(ping).toMatchObject({ idleTimeoutSeconds: 600, warningSeconds: 300, pingIntervalSeconds: 120 });
  });

  it('revokes the session at logout: the same cookie is refused afterwards', async () => {
    const { headers } = await signIn(testApp.app, 'amina', 'WEB');

    const logout = await get('secure/logout', headers);
    const after = await get('secure/api/user/profile', headers);

    expect(logout.statusCode).toBe(200);
    expect(logout.json().body.result).toBe(true);
    expect(String(logout.headers['set-cookie'])).toContain('__Host-baraka_session=;');
    expect(after.statusCode).toBe(401);
    expect(after.json().header.statusCode).toBe('COMMON.UNAUTHORIZED');
  });

  it('ends every other session of the user on request, and keeps the one that asked', async () => {
    const here = await signIn(testApp.app, 'leila', 'WEB', 'leila-laptop-001');
    const phone = await signIn(testApp.app, 'leila', 'MOB', 'leila-phone-0001');
    const other = await signIn(testApp.app, 'youssef', 'WEB');

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/logout/others',
      headers: here.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().body.result.ended).toBeGreaterThanOrEqual(1);
    expect((await get('secure/ping', phone.headers)).statusCode).toBe(401);
    expect((await get('secure/ping', here.headers)).statusCode).toBe(200);
    // Another person's sessions are theirs alone.
    expect((await get('secure/ping', other.headers)).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/gateway/secure/logout/others' })).statusCode,
    ).toBe(401);
  });

  it('answers 401 COMMON.UNAUTHORIZED to a visitor and to a made-up token', async () => {
    const visitor = await get('secure/ping', {});
    const madeUp = await get('secure/ping', { authorization: `Bearer ${'A'.repeat(43)}`, channel: 'MOB' });

    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().header.statusCode).toBe('COMMON.UNAUTHORIZED');
    expect(madeUp.statusCode).toBe(401);
  });

  it('refuses a session on another channel than the one it was opened for', async () => {
    const mobile = (await signIn(testApp.app, 'youssef', 'MOB')).headers;
    const web = (await signIn(testApp.app, 'leila', 'WEB')).headers;

    const mobileAsWeb = await get('secure/session', { ...mobile, channel: 'WEB' });
    const mobileWithoutChannel = await get('secure/session', { authorization: String(mobile.authorization) });
    const webAsMobile = await get('secure/session', { ...web, channel: 'MOB' });

    expect([mobileAsWeb.statusCode, mobileWithoutChannel.statusCode, webAsMobile.statusCode]).toEqual([
      401, 401, 401,
    ]);
    expect(mobileAsWeb.json().header.statusCode).toBe('COMMON.UNAUTHORIZED');
    expect((await get('secure/session', mobile)).statusCode).toBe(200);
    expect((await get('secure/session', web)).statusCode).toBe(200);
  });

  it("hands out the provider's logout address with the ID token hint, then logs out there without a click", async () => {
    const { headers, authorization } = await signIn(testApp.app, 'leila', 'WEB');

    const start = (await get('api/oidc/logout/start', { ...headers, language: 'ar' })).json().body.result;
    const logoutUrl = new URL(start.logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/session/end');
    expect(logoutUrl.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://127.0.0.1:8080/auth/logged-out',
    );
    expect(logoutUrl.searchParams.get('ui_locales')).toBe('ar');

    const { browser } = authorization;
    const page = await browser.request('GET', logoutUrl.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('data-auto-logout="true"');
    expect(page.body).toContain('src="/idp/assets/logout.js"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirmed = await browser.request('POST', '/idp/session/end/confirm', {
      form: { xsrf, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://127.0.0.1:8080/auth/logged-out');

    const landing = await testApp.app.inject({ method: 'GET', url: '/auth/logged-out' });
    expect(landing.headers.location).toBe('/#/auth/login?loggedOut=true');
  });

  it('hands the code over to the web app hash route on the callback path', async () => {
    const landing = await testApp.app.inject({ method: 'GET', url: '/auth/callback?code=abc&state=xyz' });

    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/#/auth/callback?code=abc&state=xyz');
    expect(landing.headers['cache-control']).toBe('no-store');
  });
});

describe('logout after the session expired', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("still hints the provider's logout with the ended session's ID token", async () => {
    const { headers } = await signIn(testApp.app, 'youssef', 'WEB');
    clock.advance(700 * SECOND);
    const expired = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/ping', headers });
    expect(expired.json().header.statusCode).toBe('AUTH.LOGIN.EXPIRED_SESSION');

    const start = await testApp.app.inject({ method: 'GET', url: '/gateway/api/oidc/logout/start', headers });

    expect(new URL(start.json().body.result.logoutUrl).searchParams.get('id_token_hint')).toMatch(/^ey/);
  });
});

describe('the session cookie follows the scheme of the public URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicUrl: 'http://bank.example:8080', rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const startDemo = async (app: TestApp['app']) => {
    const started = await app.inject({
      method: 'POST',
      url: '/gateway/api/demo/start',
      headers: { channel: 'WEB' },
    });
    return String([started.headers['set-cookie']].flat()[0] ?? '');
  };

  it('is neither Secure nor __Host- over plain HTTP on another host than loopback, and still signs in', async () => {
    const { setCookie, headers } = await signIn(testApp.app, 'amina', 'WEB');
    const session = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/session', headers });

    expect(setCookie).toMatch(/^baraka_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).not.toContain('Secure');
    expect(session.statusCode).toBe(200);
    expect(await startDemo(testApp.app)).toMatch(/^baraka_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('is Secure and __Host- over HTTPS, and on loopback over plain HTTP', async () => {
    const https = await testApp.buildVariant({ publicUrl: 'https://bank.example' });
    const loopback = await testApp.buildVariant({ publicUrl: 'http://localhost:8080' });

    for (const app of [https, loopback]) {
      const cookie = await startDemo(app);
      expect(cookie).toMatch(/^__Host-baraka_session=[^;]+;/);
      expect(cookie).toContain('Secure');
    }
  });
});
