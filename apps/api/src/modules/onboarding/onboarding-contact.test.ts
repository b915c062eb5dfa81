import { OTP_RULES } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { readLatestCode } from '../../test/challenge-answers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTACT_CODES_PER_HOUR } from './onboarding-contact.ts';
import {
  CONTACT,
  createOnboardingClient,
  IDENTITY,
  type OnboardingClient,
} from './testing/onboarding-client.ts';

const clock = createManualClock(new Date());
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('onboarding contact step and the short path (one-time codes)', () => {
  let testApp: TestApp;
  let client: OnboardingClient;
  const startOne = async () => {
    const { result } = await client.start();
    return { id: result.application.applicationId, token: result.resumeToken };
  };
  const askCode = async (id: string, token: string, contact = CONTACT) => {
    const asked = await client.update(token, { applicationId: id, step: 'contact', contact });
    expect(asked.status).toBe(202);
    expect(asked.code).toBe('OTP.300');
    return asked.result as unknown as { challengeKey: string; maskedDestination: string };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, clock });
    client = createOnboardingClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers bad contact details with their form keys before sending anything', async () => {
    const { id, token } = await startOne();
    const bad = await client.update(token, {
      applicationId: id,
      step: 'contact',
      contact: { phone: '2244', email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.result.fieldErrors).toEqual([
      { field: 'contact.phone', key: 'ErrorMsgInvalidPhoneNumber' },
      { field: 'contact.email', key: 'email' },
    ]);
  });

  it('keeps the details unverified until the right code, and counts wrong codes down', async () => {
    const { id, token } = await startOne();
    const challenge = await askCode(id, token);
    expect(challenge.maskedDestination).toBe('** ** 66 88');
    const saved = await client.get(id, token);
    expect(saved.result).toMatchObject({
      contact: { ...CONTACT, verifiedAt: null },
      missing: ['documents', 'contact'],
    });

    const code = await readLatestCode(testApp.app, CONTACT.phone);
    const refused = await client.validateOtp(challenge.challengeKey, wrong(code));
    expect(refused.code).toBe('CHALLENGE.INVALID_CODE');
    expect(refused.result).toMatchObject({ attemptsLeft: OTP_RULES.maxAttempts - 1 });
    // A key not yet verified does not verify the contact.
    expect(
      (
        await client.update(
          token,
          { applicationId: id, step: 'contact', contact: CONTACT },
          challenge.challengeKey,
        )
      ).code,
    ).toBe('OTP.300');
    expect((await client.get(id, token)).result.contact?.verifiedAt).toBeNull();
  });

  it('refuses an expired code, and a verified code for other details', async () => {
    const { id, token } = await startOne();
    const challenge = await askCode(id, token);
    const code = await readLatestCode(testApp.app, CONTACT.phone);
    clock.advance((OTP_RULES.validitySeconds + 1) * 1000);
    expect((await client.validateOtp(challenge.challengeKey, code)).code).toBe('CHALLENGE.CODE_EXPIRED');

    const fresh = await askCode(id, token);
    const validated = await client.validateOtp(
      fresh.challengeKey,
      await readLatestCode(testApp.app, CONTACT.phone),
    );
    const other = { ...CONTACT, email: 'someone.else@example.tn' };
    const changed = await client.update(
      token,
      { applicationId: id, step: 'contact', contact: other },
      validated.result.key,
    );
    expect(changed.code).toBe('OTP.300');
    expect((await client.get(id, token)).result.contact).toMatchObject({
      email: other.email,
      verifiedAt: null,
    });
  });

  it('verifies the contact once the code is right, and asks no code for the same details again', async () => {
    const { id, token } = await startOne();
    const verified = await client.verifyContact(id, token);
    expect(verified.status).toBe(200);
    expect(verified.result.contact?.verifiedAt).not.toBeNull();
    const again = await client.update(token, { applicationId: id, step: 'contact', contact: CONTACT });
    expect(again.status).toBe(200);
    const history = await client.history(id, token);
    expect(history.result.map((entry) => entry.event)).toEqual(['START', 'VERIFY_CONTACT']);
  });

  it('sends at most a few codes an hour for one application', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const { id, token } = await startOne();
    for (let sent = 0; sent < CONTACT_CODES_PER_HOUR; sent += 1) {
      await askCode(id, token, { ...CONTACT, phone: `2000000${sent}` });
    }
    const refused = await client.update(token, { applicationId: id, step: 'contact', contact: CONTACT });
    expect(refused.code).toBe('COMMON.TOO_MANY_REQUESTS');
  });

  it('short path: captcha, then the code, then a submitted application in one go', async () => {
    const details = { ...IDENTITY, cinNumber: '55667788', ...CONTACT, phone: '29990011' };
    const fast = (payload: object, key?: string) =>
      client.call<{ application: { state: string; kind: string; missing: string[] }; resumeToken: string }>({
        method: 'POST',
        url: 'fastonboarding',
        payload,
        headers: key ? { 'challenge-key': key } : {},
      });
    const noCaptcha = await fast(details);
    expect(noCaptcha.result.fieldErrors).toEqual([{ field: 'captcha', key: 'captchaRequired' }]);
    const underAge = await fast({
      ...details,
      dateOfBirth: '2012-01-01',
      captcha: await client.solvedCaptcha(),
    });
    expect(underAge.result.fieldErrors).toEqual([{ field: 'dateOfBirth', key: 'underAge' }]);

    const asked = await fast({ ...details, captcha: await client.solvedCaptcha() });
    expect(asked.code).toBe('OTP.300');
    const key = asked.result.challengeKey ?? '';
    const validated = await client.validateOtp(key, await readLatestCode(testApp.app, details.phone));
    // The code confirmed these details: another name is a new request (captcha, then a new code).
    expect((await fast({ ...details, firstName: 'Autre' }, validated.result.key)).code).toBe(
      'captchaRequired',
    );
    const created = await fast(details, validated.result.key);
    expect(created.status).toBe(200);
    expect(created.result.application).toMatchObject({ state: 'SUBMITTED', kind: 'FAST', missing: [] });
    const mail = await readOutbox(details.email);
    expect(mail).toContain('onboarding-acknowledgment');
    // The key is spent: the same call creates nothing more.
    expect((await fast(details, validated.result.key)).code).toBe('captchaRequired');
  });

  const readOutbox = async (to: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/gateway/dev/outbox?to=${encodeURIComponent(to)}`,
    });
    return (response.json().body.result as { purpose: string }[]).map((message) => message.purpose);
  };
});
