import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('API documentation', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('publishes an OpenAPI 3 document generated from the routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('baraka channel API');
    expect(document.info.description).toContain('answers 202 with that code');
    const health = document.paths['/gateway/health'].get;
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(JSON.stringify(health.responses['200'])).toContain('uptimeSeconds');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/gateway/docs'))).toBe(false);
  });

  it('serves the documentation UI and its own files under the same CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/gateway/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const script = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');
  });
});
