import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceHeaders, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PHONE = 'device-key-phone-01';
const OTHER_PHONE = 'device-key-phone-02';

/** What the app does on a phone: a P-256 key pair, the private half kept on the phone. */
const makePhoneKey = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16).toString('base64url');
  const signText = (text: string) =>
    sign('SHA256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return {
    id,
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
    signText,
    assertion: (challenge: string, deviceId: string) => ({
      type: 'device-key',
      id,
      signature: signText(`${challenge}.${deviceId}`),
    }),
  };
};

describe('fingerprint sign-in in the mobile app with a device key (FIP.601, FIP.600)', () => {
  let testApp: TestApp;
  let phoneSession: Record<string, string>;
  let otherSession: Record<string, string>;
  const phoneKey = makePhoneKey();
  const otherKey = makePhoneKey();

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    phoneSession = (await signIn(testApp.app, 'leila', 'MOB', PHONE)).headers;
    otherSession = (await signIn(testApp.app, 'leila', 'MOB', OTHER_PHONE)).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers, payload });
  const enrol = async (
    session: Record<string, string>,
    deviceId: string,
    key: ReturnType<typeof makePhoneKey>,
    signedFor = deviceId,
  ) => {
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/generateFingerPin',
      headers: session,
    });
    const { challengeKey, options } = start.json().body.result;
    return post(
      'secure/fingerPrint/challenge/activate',
      {
        challengeKey,
        response: {
          type: 'device-key',
          id: key.id,
          publicKey: key.publicKey,
          signature: key.signText(`${options.challenge}.${signedFor}`),
        },
      },
      session,
    );
  };
  /** loginFingerPrint from a phone: the FIP.600 challenge's key and the text to sign. */
  const startLogin = async (deviceId: string) => {
    const start = await post('loginFingerPrint', { username: 'leila' }, deviceHeaders('MOB', deviceId));
    expect(start.json().header.statusCode).toBe('FIP.600');
    const { challengeKey, publicKey } = start.json().body.result;
    return { challengeKey: challengeKey as string, challenge: publicKey.challenge as string };
  };
  const validate = (deviceId: string, challengeKey: string, response: object) =>
    post(
      'fingerPrint/challenge/validateAndContinue',
      { challengeKey, response },
      deviceHeaders('MOB', deviceId),
    );

  it('refuses a device key that did not sign the enrolment challenge for this device', async () => {
    const response = await enrol(phoneSession, PHONE, phoneKey, OTHER_PHONE);

    expect(response.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');
  });

  it('enrols the device key of the phone in use', async () => {
    const response = await enrol(phoneSession, PHONE, phoneKey);

    expect(response.statusCode).toBe(200);
    const devices = (
      await testApp.app.inject({ method: 'GET', url: '/gateway/devices/all', headers: phoneSession })
    ).json().body.result as { deviceId: string; hasFingerprint: boolean }[];
    expect(devices.find((device) => device.deviceId === PHONE)?.hasFingerprint).toBe(true);
    expect(devices.find((device) => device.deviceId === OTHER_PHONE)?.hasFingerprint).toBe(false);
  });

  it('signs in with the signed challenge, once: the same answer again is refused', async () => {
    const { challengeKey, challenge } = await startLogin(PHONE);
    const answer = phoneKey.assertion(challenge, PHONE);

    const done = await validate(PHONE, challengeKey, answer);

    expect(done.statusCode).toBe(200);
    expect(done.json().body.result.genericResponse).toMatchObject({ user: { username: 'leila' } });
    expect(done.json().body.result.genericResponse.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replayed = await validate(PHONE, challengeKey, answer);
    expect(replayed.json().header.statusCode).toBe('CHALLENGE.EXPIRED');
  });

  it("refuses another phone's key, and this phone's key sent from another phone", async () => {
    expect((await enrol(otherSession, OTHER_PHONE, otherKey)).statusCode).toBe(200);
    const fromPhone = await startLogin(PHONE);
    const otherKeyOnPhone = await validate(
      PHONE,
      fromPhone.challengeKey,
      otherKey.assertion(fromPhone.challenge, PHONE),
    );
    expect(otherKeyOnPhone.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');

    const fromOther = await startLogin(OTHER_PHONE);
    const copiedKey = await validate(
      OTHER_PHONE,
      fromOther.challengeKey,
      phoneKey.assertion(fromOther.challenge, PHONE),
    );
    expect(copiedKey.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');

    // The phone still signs in with its own key (and the failures above are forgotten).
    const again = await startLogin(PHONE);
    expect(
      (await validate(PHONE, again.challengeKey, phoneKey.assertion(again.challenge, PHONE))).statusCode,
    ).toBe(200);
  });

  it('refuses the key of a phone switched off, even for a sign-in started before', async () => {
    const started = await startLogin(PHONE);
    const devices = (
      await testApp.app.inject({ method: 'GET', url: '/gateway/devices/all', headers: otherSession })
    ).json().body.result as { id: string; deviceId: string }[];
    const phone = devices.find((device) => device.deviceId === PHONE);
    await post('devices/updateStatus', { id: phone?.id, status: 'INACTIVE' }, otherSession);

    const refused = await validate(PHONE, started.challengeKey, phoneKey.assertion(started.challenge, PHONE));

    expect(refused.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');
    // The other phone's key still works.
    const other = await startLogin(OTHER_PHONE);
    expect(
      (await validate(OTHER_PHONE, other.challengeKey, otherKey.assertion(other.challenge, OTHER_PHONE)))
        .statusCode,
    ).toBe(200);
  });
});
