import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CHALLENGE_KEY_HEADER } from '../challenges/strong-auth.ts';

const PHONE = 'device-phone-0001';
const TABLET = 'device-tablet-002';

describe('devices (spec §7)', () => {
  let testApp: TestApp;
  let phone: Record<string, string>;
  let tablet: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    phone = (await signIn(testApp.app, 'leila', 'MOB', PHONE)).headers;
    tablet = (await signIn(testApp.app, 'leila', 'MOB', TABLET)).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url: `/gateway/${url}`, headers, ...(payload ? { payload } : {}) });
  const devices = async (headers: Record<string, string>) =>
    (await call(headers, 'GET', 'devices/all')).json().body.result as {
      id: string;
      deviceId: string;
      isCurrent: boolean;
      deviceStatusEnum: string;
      transactional: boolean;
    }[];
  const idOf = async (deviceId: string) =>
    (await devices(phone)).find((device) => device.deviceId === deviceId)?.id ?? '';

  it('lists the devices signed in from, marking the one in use', async () => {
    const list = await devices(phone);

    expect(list.map((device) => device.deviceId).sort()).toEqual([PHONE, TABLET].sort());
    expect(list.find((device) => device.isCurrent)?.deviceId).toBe(PHONE);
    expect(list.every((device) => device.deviceStatusEnum === 'ACTIVE')).toBe(true);
  });

  it('makes a device transactional only with a one-time code', async () => {
    const id = await idOf(PHONE);
    const first = await call(phone, 'GET', `devices/makeTransactional?id=${id}`);
    expect(first.json().header.statusCode).toBe('OTP.300');
    const { challengeKey } = first.json().body.result;
    expect(
      (
        await call(phone, 'POST', 'otp/challenge/validateAndContinue', {
          challengeKey,
          otp: await readLatestCode(testApp.app),
        })
      ).statusCode,
    ).toBe(200);

    const done = await call(
      { ...phone, [CHALLENGE_KEY_HEADER]: challengeKey },
      'GET',
      `devices/makeTransactional?id=${id}`,
    );

    expect(done.json().body.result).toMatchObject({ id, transactional: true });
  });

  it('switches a device off: its session ends and it will need a code again', async () => {
    const id = await idOf(TABLET);

    const off = await call(phone, 'POST', 'devices/updateStatus', { id, status: 'INACTIVE' });

    expect(off.json().body.result).toMatchObject({ deviceStatusEnum: 'INACTIVE', enabled: false });
    expect((await call(tablet, 'GET', 'secure/ping')).statusCode).toBe(401);
    tablet = (await signIn(testApp.app, 'leila', 'MOB', TABLET)).headers;
    expect((await devices(phone)).find((device) => device.id === id)?.deviceStatusEnum).toBe('ACTIVE');
  });

  it('refuses to switch off or remove the device in use', async () => {
    const id = await idOf(PHONE);

    expect((await call(phone, 'POST', 'devices/updateStatus', { id, status: 'INACTIVE' })).statusCode).toBe(
      409,
    );
    expect((await call(phone, 'DELETE', `devices/delete?id=${id}`)).statusCode).toBe(409);
  });

  it("removes another device, and never someone else's", async () => {
    const id = await idOf(TABLET);
    const amina = (await signIn(testApp.app, 'amina', 'MOB', 'device-amina-001')).headers;

    expect((await call(amina, 'DELETE', `devices/delete?id=${id}`)).statusCode).toBe(404);
    expect((await call(phone, 'DELETE', `devices/delete?id=${id}`)).json().body.result).toBe(true);
    expect((await devices(phone)).map((device) => device.deviceId)).toEqual([PHONE]);
    expect((await call(tablet, 'GET', 'secure/ping')).statusCode).toBe(401);
  });
});
