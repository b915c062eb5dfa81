import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { authorizeThroughProvider, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHALLENGE_KEY_HEADER } from '../challenges/strong-auth.ts';
import { SEEDED_PASSWORD } from '../identity.seed.ts';

const NEW_PASSWORD = 'Medina#Kairouan9';

describe('forgotten password (POST forgotPwd)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const forgot = (payload: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/forgotPwd',
      headers: key ? { [CHALLENGE_KEY_HEADER]: key } : {},
      payload,
    });

  it('answers a wrong phone and an unknown username alike', async () => {
    const wrongPhone = await forgot({ username: 'amina', phoneNumber: '99999999' });
    const unknown = await forgot({ username: 'nobody', phoneNumber: '20123456' });

    expect(wrongPhone.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrongPhone.json().header.description).toBe(unknown.json().header.description);
    expect((await forgot({ username: 'amina', phoneNumber: '2012' })).json().body.result.fieldErrors).toEqual(
      [{ field: 'phoneNumber', key: 'ErrorMsgInvalidPhoneNumber' }],
    );
  });

  it('sends a code to the known phone, then takes a new password that follows the policy', async () => {
    const identity = { username: 'amina', phoneNumber: '20123456' };
    const first = await forgot(identity);
    expect(first.json().header.statusCode).toBe('OTP.300');
    const { challengeKey } = first.json().body.result;
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/gateway/dev/outbox?limit=1' })).json()
      .body.result;
    expect(outbox[0].body).toContain('la réinitialisation de votre mot de passe');

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      payload: { challengeKey, otp: await readLatestCode(testApp.app) },
    });
    expect(verified.statusCode).toBe(200);

    const weak = await forgot({ ...identity, newPassword: 'short', confirmPassword: 'short' }, challengeKey);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().body.result.fieldErrors).toContainEqual({
      field: 'newPassword',
      key: 'minLength',
      params: { minLength: 10 },
    });

    const done = await forgot(
      { ...identity, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      challengeKey,
    );
    expect(done.statusCode).toBe(200);
    // Used once.
    expect(
      (
        await forgot({ ...identity, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, challengeKey)
      ).json().header.statusCode,
    ).toBe('OTP.300');

    await expect(authorizeThroughProvider(testApp.app, { username: 'amina' })).rejects.toThrow(/401/);
    await expect(
      authorizeThroughProvider(testApp.app, { username: 'amina', password: NEW_PASSWORD }),
    ).resolves.toBeTruthy();
  });
});

describe('changing the password while signed in (POST secure/resetPwd)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs the current password, keeps this session and ends the others', async () => {
    const here = await signIn(testApp.app, 'leila', 'MOB', 'device-here-0001');
    const elsewhere = await signIn(testApp.app, 'leila', 'MOB', 'device-there-002');
    const reset = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/gateway/secure/resetPwd', headers: here.headers, payload });

    const wrong = await reset({
      currentPassword: 'nope',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.json().body.result.fieldErrors).toEqual([
      { field: 'currentPassword', key: 'invalidPassword' },
    ]);
    const mismatch = await reset({
      currentPassword: SEEDED_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'x',
    });
    expect(mismatch.json().body.result.fieldErrors).toEqual([
      { field: 'confirmPassword', key: 'passwordMismatch' },
    ]);

    const ok = await reset({
      currentPassword: SEEDED_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(ok.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/gateway/secure/ping', headers: here.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/gateway/secure/ping', headers: elsewhere.headers }))
        .statusCode,
    ).toBe(401);
  });
});
