import type { CaptchaChallenge } from '@baraka/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeCaptcha, createCaptchaChallenge } from '../../adapters/captcha/captcha.ts';
import { getCaptchaSettings, loadCaptchaSecret } from '../../adapters/captcha/captcha-secret.ts';
import { getMeta } from '../../db/app-meta.queries.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaModule } from './captcha.routes.ts';

/** What a browser's widget sends after solving: base64 JSON of the challenge and the solution. */
const solve = async (challenge: CaptchaChallenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) {
    throw new Error('the test could not solve the challenge');
  }
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

/** The form key a refused captcha answers, or "accepted". */
const outcomeOf = async (attempt: Promise<void>): Promise<string> => {
  try {
    await attempt;
    return 'accepted';
  } catch (error) {
    if (isAppError(error) && error.httpStatus === 400) {
      return error.fieldErrors?.map((fieldError) => `${fieldError.field}:${fieldError.key}`).join() ?? '';
    }
    throw error;
  }
};

describe('visitor captcha', () => {
  let testApp: TestApp;
  const fetchChallenge = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ body: { result: CaptchaChallenge } }>().body.result;
  };
  const consume = async (payload: string | undefined) =>
    outcomeOf(consumeCaptcha(testApp.database.db, await getCaptchaSettings(testApp), payload));

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [captchaModule], captchaMaxCounter: 200 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('issues a signed, expiring challenge, a different one each time', async () => {
    const [first, second] = [await fetchChallenge(), await fetchChallenge()];
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 15 * 60 * 1000);
    expect(first.parameters.expiresAt * 1000).toBeLessThan(Date.now() + 25 * 60 * 1000);
    expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
  });

  it('refuses a missing or blank captcha with captchaRequired', async () => {
    expect(await consume(undefined)).toBe('captcha:captchaRequired');
    expect(await consume('  ')).toBe('captcha:captchaRequired');
  });

  it('accepts a solved challenge once, then refuses it as used', async () => {
    const payload = await solve(await fetchChallenge());
    expect(await consume(payload)).toBe('accepted');
    expect(await consume(payload)).toBe('captcha:captchaUsed');
  });

  it('lets only one of two simultaneous submissions of a solution through', async () => {
    const payload = await solve(await fetchChallenge());
    const outcomes = await Promise.all([consume(payload), consume(payload)]);
    expect(outcomes.sort()).toEqual(['accepted', 'captcha:captchaUsed']);
  });

  it('refuses garbage, a wrong solution and a challenge signed by someone else', async () => {
    expect(await consume('not-base64-json')).toBe('captcha:captchaInvalid');
    const challenge = await fetchChallenge();
    const payload = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect(await consume(Buffer.from(JSON.stringify(wrongKey)).toString('base64'))).toBe(
      'captcha:captchaInvalid',
    );
    const forged = { ...payload, challenge: { ...challenge, signature: 'ab'.repeat(32) } };
    expect(await consume(Buffer.from(JSON.stringify(forged)).toString('base64'))).toBe(
      'captcha:captchaInvalid',
    );
  });

  it('refuses an expired challenge', async () => {
    const settings = await getCaptchaSettings(testApp);
    const old = await createCaptchaChallenge(settings, new Date(Date.now() - 60 * 60 * 1000));
    expect(await consume(await solve(old))).toBe('captcha:captchaInvalid');
  });

  it('keeps one generated secret in the database, and prefers a configured one', async () => {
    const stored = await getMeta(testApp.database.db, 'captcha.hmacSecret');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadCaptchaSecret(testApp.database.db, undefined)).toBe(stored);
    expect(await loadCaptchaSecret(testApp.database.db, 'c'.repeat(40))).toBe('c'.repeat(40));
  });

  it('refuses a solution made for another secret', async () => {
    const other = await testApp.buildVariant({ captchaHmacKey: 'k'.repeat(40) });
    const response = await other.inject({ method: 'GET', url: '/gateway/api/captcha/challenge' });
    const foreign = response.json<{ body: { result: CaptchaChallenge } }>().body.result;
    expect(await consume(await solve(foreign))).toBe('captcha:captchaInvalid');
  });
});
