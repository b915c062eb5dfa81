import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../clock.ts';
import { authFailures } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestBrowser, readFormAction } from '../../../test/test-browser.ts';
import { SEEDED_PASSWORD } from '../identity.seed.ts';
import { findUserByUsername } from '../users/users.queries.ts';
import { getLockStatus } from './lockout.service.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const SECOND = 1000;
const clock = createManualClock(new Date('2026-03-02T08:00:00Z'));

describe('brute-force lock-out', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** One attempt on the provider's page; answers the status and the page's message. */
  const attempt = async (username: string, password: string) => {
    const browser = createTestBrowser(ORIGIN, testApp.app);
    const start = (await testApp.app.inject({ method: 'GET', url: '/gateway/api/oidc/start' })).json().body
      .result;
    const auth = new URL(start.authUrl);
    auth.search = new URLSearchParams({
      client_id: start.client_id,
      redirect_uri: start.redirect_uri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const page = await browser.follow(await browser.request('GET', auth.href));
    if (page instanceof URL) {
      throw new Error('no login page');
    }
    const answer = await browser.request('POST', readFormAction(page.body), { form: { username, password } });
    const message = /role="alert"[^>]*>([^<]+)</.exec(answer.body)?.[1] ?? null;
    return { status: answer.status, message };
  };

  it('locks after 5 consecutive wrong passwords, even against the right one, then opens again', async () => {
    for (let failure = 1; failure <= 4; failure += 1) {
      expect(await attempt('youssef', 'Wrong#Password1')).toEqual({
        status: 401,
        message: 'Identifiant ou mot de passe incorrect.',
      });
    }
    expect(await attempt('youssef', 'Wrong#Password1')).toEqual({
      status: 423,
      message: 'Trop de tentatives infructueuses. Réessayez dans 1 min.',
    });
    expect((await attempt('youssef', SEEDED_PASSWORD)).status).toBe(423);

    clock.advance(61 * SECOND);
    expect((await attempt('youssef', SEEDED_PASSWORD)).status).toBe(303);
  });

  it('doubles the lock each time in a row', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      await attempt('leila', 'Wrong#Password1');
    }
    clock.advance(61 * SECOND);
    for (let failure = 0; failure < 5; failure += 1) {
      await attempt('leila', 'Wrong#Password1');
    }
    expect((await attempt('leila', 'x')).message).toBe(
      'Trop de tentatives infructueuses. Réessayez dans 2 min.',
    );
    clock.advance(61 * SECOND);
    expect((await attempt('leila', SEEDED_PASSWORD)).status).toBe(423);
    clock.advance(60 * SECOND);
    expect((await attempt('leila', SEEDED_PASSWORD)).status).toBe(303);
  });

  it('locks at 100 failures within an hour whatever the streak', async () => {
    const record = await findUserByUsername(testApp.database.db, 'amina');
    if (!record) {
      throw new Error('no amina');
    }
    const now = clock.now();
    await testApp.database.db.insert(authFailures).values(
      Array.from({ length: 100 }, (_, index) => ({
        userId: record.user.id,
        factor: index % 2 ? 'password' : 'otp',
        at: new Date(now.getTime() - index * 30 * SECOND),
      })),
    );

    expect(await getLockStatus(testApp.database.db, clock, record.user)).toEqual({
      isLocked: true,
      minutesLeft: 60,
    });
    expect((await attempt('amina', SEEDED_PASSWORD)).status).toBe(423);
  });
});
