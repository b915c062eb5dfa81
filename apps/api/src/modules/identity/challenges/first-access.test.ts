import { TERMS_VERSION } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { authorizeThroughProvider, deviceHeaders, loginWithCallback } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestBrowser, readFormAction } from '../../../test/test-browser.ts';
import { SEEDED_PASSWORD } from '../identity.seed.ts';

const ORIGIN = 'http://127.0.0.1:8080';
const NEW_PASSWORD = 'Jasmin#Carthage7';

describe('first access (newuser): password, terms, code, security question', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = deviceHeaders('MOB'),
  ) => testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers, payload });

  it('asks the provider for a new password (auth-pwd-001) and states the policy', async () => {
    const browser = createTestBrowser(ORIGIN, testApp.app);
    const start = (await testApp.app.inject({ method: 'GET', url: '/gateway/api/oidc/start' })).json().body
      .result;
    const auth = new URL(start.authUrl);
    for (const [name, value] of Object.entries({
      client_id: start.client_id,
      redirect_uri: start.redirect_uri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })) {
      auth.searchParams.set(name, value);
    }
    const page = await browser.follow(await browser.request('GET', auth.href));
    if (page instanceof URL) {
      throw new Error('no login page');
    }
    const passwordPage = await browser.request('POST', readFormAction(page.body), {
      form: { username: 'newuser', password: SEEDED_PASSWORD },
    });

    expect(passwordPage.status).toBe(200);
    // A person reads what to do, not the code the API answered.
    expect(passwordPage.body).not.toContain('auth-pwd-001');
    expect(passwordPage.body).toContain('au moins 10 caractères');
    expect(passwordPage.body).toContain('data-show-password="new-password"');
    const action = readFormAction(passwordPage.body);
    expect(action).toMatch(/\/password$/);
    // Its language links open the same step in Arabic, right to left.
    const arabicLink = /href="([^"]*\/password\?lang=ar)"/.exec(passwordPage.body)?.[1] ?? '';
    expect(arabicLink).not.toBe('');
    const arabic = await browser.request('GET', new URL(arabicLink.replaceAll('&amp;', '&'), ORIGIN).href);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(readFormAction(arabic.body)).toBe(action);

    const weak = await browser.request('POST', action, {
      form: { newPassword: 'short', confirmPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatch(/class="broken" role="alert">au moins 10 caractères/);
    const mismatch = await browser.request('POST', action, {
      form: { newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.body).toContain('Les deux mots de passe ne sont pas identiques.');

    const done = await browser.request('POST', action, {
      form: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    const back = await browser.follow(done, (url) => url.href.startsWith(start.redirect_uri));
    expect(back).toBeInstanceOf(URL);
  });

  it('then asks for the terms, a code for the new device, and opens a session blocked until the question is chosen', async () => {
    await expect(authorizeThroughProvider(testApp.app, { username: 'newuser' })).rejects.toThrow(/401/);
    const authorization = await authorizeThroughProvider(testApp.app, {
      username: 'newuser',
      password: NEW_PASSWORD,
      channel: 'MOB',
    });

    const login = await loginWithCallback(testApp.app, authorization, 'MOB');
    expect(login.json().header).toMatchObject({ statusCode: 'TERM_COND', messageType: 'WARNING' });
    const { challengeKey } = login.json().body.result;
    expect(login.json().body.result.termsVersion).toBe(TERMS_VERSION);

    const refused = await post('termcondition/challenge/validateAndContinue', {
      challengeKey,
      accepted: false,
      termsVersion: TERMS_VERSION,
    });
    expect(refused.json().body.result.fieldErrors).toEqual([{ field: 'accepted', key: 'termsNotAccepted' }]);

    const terms = await post('termcondition/challenge/validateAndContinue', {
      challengeKey,
      accepted: true,
      termsVersion: TERMS_VERSION,
    });
    expect(terms.json().header.statusCode).toBe('OTP.300');
    expect(terms.json().body.result.challengeKey).toBe(challengeKey);

    const code = await post('otp/challenge/validateAndContinue', {
      challengeKey,
      otp: await readLatestCode(testApp.app, '55678901'),
    });
    expect(code.statusCode).toBe(200);
    const result = code.json().body.result.genericResponse;
    expect(result.user.username).toBe('newuser');
    expect(result.pendingStep).toMatchObject({ step: 'SEQ-406' });
    const headers = { channel: 'MOB', authorization: `Bearer ${result.token}` };

    const blocked = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers,
    });
    expect(blocked.statusCode).toBe(202);
    expect(blocked.json().header.statusCode).toBe('SEQ-406');
    const enrolKey = blocked.json().body.result.challengeKey;

    const enrolled = await post(
      'secure/api/secretquestion/validateAndContinue',
      { challengeKey: enrolKey, question: 'FIRST_SCHOOL', answer: 'École Ibn Khaldoun' },
      headers,
    );
    expect(enrolled.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/profile',
      headers,
    });
    expect(profile.statusCode).toBe(200);
  });

  it('signs newuser in directly next time from the same device', async () => {
    const authorization = await authorizeThroughProvider(testApp.app, {
      username: 'newuser',
      password: NEW_PASSWORD,
      channel: 'MOB',
    });

    const login = await loginWithCallback(testApp.app, authorization, 'MOB');

    expect(login.statusCode).toBe(200);
    expect(login.json().body.result.pendingStep).toBeNull();
  });
});
