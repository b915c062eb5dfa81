import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bool } from './envelope.ts';

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
});
