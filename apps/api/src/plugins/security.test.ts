import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bool } from './envelope.ts';
import { internalCallHeaders } from './internal-call.ts';

describe('security headers and rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/health' });

    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only when the public URL is https', async () => {
    const app = await testApp.buildVariant({ publicUrl: 'https://bank.example' });

    const response = await app.inject({ method: 'GET', url: '/gateway/health' });

    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers 429 COMMON.TOO_MANY_REQUESTS past the per-minute limit, never on health', async () => {
    const app = await testApp.buildVariant({ rateLimitMax: 2 });
    app.get('/gateway/test/ping', async () => bool(true));
    const call = () => app.inject({ method: 'GET', url: '/gateway/test/ping', headers: { language: 'en' } });

    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();

    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().header).toMatchObject({
      statusCode: 'COMMON.TOO_MANY_REQUESTS',
      messageType: 'ERROR',
      errorMsg: 'Too many requests. Please wait a moment.',
    });
    const unknown = await app.inject({ method: 'GET', url: '/gateway/nope' });
    expect(unknown.statusCode).toBe(429);
    const health = await app.inject({ method: 'GET', url: '/gateway/health' });
    expect(health.statusCode).toBe(200);
  });

  it('limits the provider’s own endpoints too: discovery, authorization and token', async () => {
    const app = await testApp.buildVariant({ rateLimitMax: 2 });
    const calls = {
      discovery: () => app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' }),
      authorization: () => app.inject({ method: 'GET', url: '/idp/auth?client_id=baraka-web' }),
      token: () =>
        app.inject({
          method: 'POST',
          url: '/idp/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=authorization_code&code=unknown&client_id=baraka-web',
        }),
    };

    const answered = [await calls.discovery(), await calls.token()];
    const limited = [await calls.token(), await calls.authorization(), await calls.discovery()];

    expect(answered.map((answer) => answer.statusCode)).not.toContain(429);
    expect(limited.map((answer) => answer.statusCode)).toEqual([429, 429, 429]);
    expect(limited[0]?.json().header.statusCode).toBe('COMMON.TOO_MANY_REQUESTS');
    // The API's own in-process calls to the provider (the code exchange of a sign-in) still go through.
    const internal = await app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: internalCallHeaders(),
    });
    expect(internal.statusCode).toBe(200);
  });
});
