import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeThroughProvider } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SEEDED_PASSWORD } from '../identity/index.ts';

describe('demo mode', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const startDemo = async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/demo/start',
      headers: { channel: 'WEB' },
    });
    const cookie = String([response.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
    return { response, headers: { channel: 'WEB', cookie } };
  };

  it('opens a read-only session on the sandbox customer', async () => {
    const { response, headers } = await startDemo();

    expect(response.statusCode).toBe(200);
    expect(response.json().body.result).toMatchObject({
      token: null,
      session: { isDemo: true },
      user: { username: 'demo', bankCustomer: { role: { name: 'DEMO' } } },
      pendingStep: null,
    });
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers,
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers COMMON.DEMO_MODE (an ERROR message) to every write, and changes nothing', async () => {
    const { headers } = await startDemo();
    const writes = testApp.app.routeAccessTable.filter(
      (route) =>
        route.access.auth === 'session' && route.access.effect === 'write' && !route.access.allowInDemo,
    );
    expect(writes.length).toBeGreaterThan(0);

    for (const route of writes) {
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z0-9_]+/g, 'x'),
        headers,
        payload: { language: 'ar' },
      });
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json().header, route.url).toMatchObject({
        statusCode: 'COMMON.DEMO_MODE',
        messageType: 'ERROR',
      });
    }
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers,
    });
    expect(profile.json().body.result.language).toBe('fr');
  });

  it('closes by logging out', async () => {
    const { headers } = await startDemo();

    const logout = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/logout', headers });
    const after = await testApp.app.inject({ method: 'GET', url: '/gateway/secure/ping', headers });

    expect(logout.statusCode).toBe(200);
    expect(after.statusCode).toBe(401);
  });

  it('cannot be signed into through the identity provider', async () => {
    await expect(
      authorizeThroughProvider(testApp.app, { username: 'demo', password: SEEDED_PASSWORD }),
    ).rejects.toThrow(/401/);
  });
});
