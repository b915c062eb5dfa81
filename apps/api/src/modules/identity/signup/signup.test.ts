import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../clock.ts';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { authorizeThroughProvider, deviceHeaders, loginWithCallback } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHALLENGE_KEY_HEADER } from '../challenges/strong-auth.ts';

const MEHDI = {
  cin: '07654321',
  phoneNumber: '21987654',
  dateOfBirth: '1992-06-15',
  rib: '32 004 0078901234567 71',
};
const PASSWORD = 'Sidi#Bousaid2030';
const clock = createManualClock(new Date('2026-03-02T08:00:00Z'));

describe('online registration (POST signup)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const signup = (payload: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/signup',
      headers: {
        ...deviceHeaders('MOB', 'mehdi-phone-0001'),
        ...(key ? { [CHALLENGE_KEY_HEADER]: key } : {}),
      },
      payload,
    });

  it('checks the identity fields: CIN and phone of 8 digits, 18 years old, a RIB with a valid key', async () => {
    const response = await signup({ cin: '123', phoneNumber: '12', dateOfBirth: '1990-01-01', rib: '1234' });
    expect(response.json().body.result.fieldErrors).toEqual([
      { field: 'cin', key: 'invalidCin' },
      { field: 'phoneNumber', key: 'ErrorMsgInvalidPhoneNumber' },
      { field: 'rib', key: 'invalidRib' },
    ]);
    const young = await signup({ ...MEHDI, dateOfBirth: '2008-03-03', rib: '32004007890123456772' });
    expect(young.json().body.result.fieldErrors).toEqual([
      { field: 'dateOfBirth', key: 'underAge' },
      { field: 'rib', key: 'invalidRib' },
    ]);
  });

  it('refuses someone who is not a customer, a blocked customer, and a customer already online', async () => {
    expect((await signup({ ...MEHDI, phoneNumber: '21987655' })).statusCode).toBe(422);
    const blocked = await signup({
      cin: '06543210',
      phoneNumber: '29876543',
      dateOfBirth: '1988-02-20',
      rib: '32006008901234567817',
    });
    expect(blocked.json().header.statusCode).toBe('AUTH.CUSTOMER_BLOCKED');
    const amina = await signup({
      cin: '08123456',
      phoneNumber: '20123456',
      dateOfBirth: '1990-04-12',
      rib: '32001001234567890151',
    });
    expect(amina.statusCode).toBe(409);
  });

  it('confirms the phone, offers the packs, then creates the access, whose first sign-in asks for the terms', async () => {
    const first = await signup(MEHDI);
    expect(first.json().header.statusCode).toBe('OTP.300');
    const { challengeKey, maskedDestination } = first.json().body.result;
    expect(maskedDestination).toBe('** ** 76 54');
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      payload: { challengeKey, otp: await readLatestCode(testApp.app, '21987654') },
    });
    expect(verified.statusCode).toBe(200);

    const offer = await signup(MEHDI, challengeKey);
    expect(offer.json().body.result).toEqual({
      status: 'OFFER',
      customerName: 'Mehdi Jaziri',
      customerKind: 'INDIVIDUAL',
      packs: ['BASIC', 'BASIC_PLUS'],
      username: null,
    });
    const taken = await signup(
      { ...MEHDI, pack: 'BASIC_PLUS', username: 'amina', password: PASSWORD, confirmPassword: PASSWORD },
      challengeKey,
    );
    expect(taken.json().body.result.fieldErrors).toEqual([{ field: 'username', key: 'unique' }]);
    const free = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/users/checkUser?username=Mehdi.J',
    });
    expect(free.json().body.result).toEqual({ username: 'mehdi.j', available: true });

    const created = await signup(
      { ...MEHDI, pack: 'BASIC_PLUS', username: 'mehdi.j', password: PASSWORD, confirmPassword: PASSWORD },
      challengeKey,
    );
    expect(created.json().body.result).toMatchObject({ status: 'CREATED', username: 'mehdi.j' });
    expect((await signup(MEHDI, challengeKey)).statusCode).toBe(409);

    const authorization = await authorizeThroughProvider(testApp.app, {
      username: 'mehdi.j',
      password: PASSWORD,
      channel: 'MOB',
    });
    const login = await loginWithCallback(testApp.app, authorization, 'MOB', {}, 'mehdi-phone-0001');
    expect(login.json().header.statusCode).toBe('TERM_COND');
  });
});
