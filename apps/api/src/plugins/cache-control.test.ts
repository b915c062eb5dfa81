import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('Cache-Control of the API answers', () => {
  let testApp: TestApp;
  let amina: Record<string, string>;
  const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method,
      url: `/gateway/${path}`,
      headers,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('never lets a signed-in answer be stored', async () => {
    const answers = [
      await call('POST', 'account/all', amina),
      await call('GET', 'secure/session', amina),
      await call('GET', 'secure/api/user/profile', amina),
      // The catalogue a customer's segment chose is theirs alone.
      await call('GET', 'api/product/online', amina),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
      'no-store',
    ]);
  });

  it('lets any cache keep public reference data for a minute', async () => {
    const paths = [
      'api/currencies/all',
      'api/product/online',
      'api/content/all',
      'api/locator/config',
      'api/simulator/saving',
    ];
    const answers = await Promise.all(paths.map((path) => call('GET', path)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(
      paths.map(() => 'public, max-age=60'),
    );
    expect(answers[0]?.headers.vary).toBe('Channel');
    // A visitor's catalogue is not a customer's: caches keep them apart.
    expect(answers[1]?.headers.vary).toBe('Channel, Authorization, Cookie');
  });

  it('never lets an error be stored, nor a public answer that is not reference data', async () => {
    const answers = [
      await call('GET', 'secure/session'),
      await call('GET', 'api/content/first?size=99'),
      await call('GET', 'no/such/call'),
      await call('GET', 'api/oidc/start'),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 400, 404, 200]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
      'no-store',
    ]);
  });
});
