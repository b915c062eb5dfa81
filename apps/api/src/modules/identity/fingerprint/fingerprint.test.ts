import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceHeaders, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSoftAuthenticator } from './testing/soft-authenticator.ts';

const PHONE = 'fingerprint-phone-01';

describe('fingerprint sign-in with passkeys (FIP.601, FIP.600)', () => {
  let testApp: TestApp;
  let session: Record<string, string>;
  const authenticator = createSoftAuthenticator('http://127.0.0.1:8080', '127.0.0.1');
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    session = (await signIn(testApp.app, 'leila', 'MOB', PHONE)).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = deviceHeaders('MOB', PHONE),
  ) => testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers, payload });
  const startLogin = (username: string) => post('loginFingerPrint', { username });

  it('says enrolment is needed before any passkey exists (FIP.601)', async () => {
    const response = await startLogin('leila');
    expect(response.json().header).toMatchObject({ statusCode: 'FIP.601', messageType: 'WARNING' });
  });

  it('enrols a passkey on the device in use', async () => {
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/api/user/generateFingerPin',
      headers: session,
    });
    const { challengeKey, options } = start.json().body.result;
    expect(options).toMatchObject({ rp: { id: '127.0.0.1', name: 'Al Baraka' }, user: { name: 'leila' } });

    const activated = await post(
      'secure/fingerPrint/challenge/activate',
      { challengeKey, response: authenticator.register(options) },
      session,
    );

    expect(activated.statusCode).toBe(200);
    const devices = (
      await testApp.app.inject({ method: 'GET', url: '/gateway/devices/all', headers: session })
    ).json();
    expect(
      devices.body.result.find((device: { deviceId: string }) => device.deviceId === PHONE).hasFingerprint,
    ).toBe(true);
  });

  it('signs in with the passkey: the signed challenge opens a session', async () => {
    const start = await startLogin('leila');
    expect(start.json().header.statusCode).toBe('FIP.600');
    const { challengeKey, publicKey } = start.json().body.result;
    expect(publicKey.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);

    const done = await post('fingerPrint/challenge/validateAndContinue', {
      challengeKey,
      response: authenticator.authenticate(publicKey),
    });

    expect(done.statusCode).toBe(200);
    expect(done.json().body.result.genericResponse).toMatchObject({ user: { username: 'leila' } });
    expect(done.json().body.result.genericResponse.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replayed = await post('fingerPrint/challenge/validateAndContinue', {
      challengeKey,
      response: authenticator.authenticate(publicKey),
    });
    expect(replayed.json().header.statusCode).toBe('CHALLENGE.EXPIRED');
  });

  it('refuses a signature of another challenge', async () => {
    const start = await startLogin('leila');
    const { challengeKey } = start.json().body.result;

    const forged = await post('fingerPrint/challenge/validateAndContinue', {
      challengeKey,
      response: authenticator.authenticate({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
    });

    expect(forged.json().header.statusCode).toBe('CHALLENGE.INVALID_CODE');
  });

  it('stops signing in once the device is switched off', async () => {
    const other = await signIn(testApp.app, 'leila', 'MOB', 'fingerprint-other-02');
    const devices = (
      await testApp.app.inject({ method: 'GET', url: '/gateway/devices/all', headers: other.headers })
    ).json();
    const phone = devices.body.result.find((device: { deviceId: string }) => device.deviceId === PHONE);
    await post('devices/updateStatus', { id: phone.id, status: 'INACTIVE' }, other.headers);

    expect((await startLogin('leila')).json().header.statusCode).toBe('FIP.601');
  });
});
