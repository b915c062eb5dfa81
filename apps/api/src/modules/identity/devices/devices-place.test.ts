/** The devices page's approximate place: from the address that finished the sign-in, never raw. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDevices } from '../../../db/schema/index.ts';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { authorizeThroughProvider, deviceHeaders, loginWithCallback, signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** An address of a Tunisian operator, and one of a private network a proxy would add. */
const TUNISIAN_ADDRESS = '197.1.2.3';
const FORWARDED = { 'x-forwarded-for': '192.168.1.20' };

describe('where a device last signed in from', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Signs leila in on a new phone; the code is typed from `remoteAddress`, with `headers` added. */
  const signInFrom = async (app: FastifyInstance, deviceId: string, headers: Record<string, string>) => {
    const authorization = await authorizeThroughProvider(app, { username: 'leila', channel: 'MOB' });
    const asked = await loginWithCallback(app, authorization, 'MOB', {}, deviceId);
    expect(asked.json().header.statusCode).toBe('OTP.300');
    const done = await app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      remoteAddress: TUNISIAN_ADDRESS,
      headers: { ...deviceHeaders('MOB', deviceId), ...headers },
      payload: { challengeKey: asked.json().body.result.challengeKey, otp: await readLatestCode(app) },
    });
    expect(done.statusCode).toBe(200);
    return { channel: 'MOB', authorization: `Bearer ${done.json().body.result.genericResponse.token}` };
  };
  const placeOf = async (app: FastifyInstance, headers: Record<string, string>, deviceId: string) => {
    const listed = await app.inject({ method: 'GET', url: '/gateway/devices/all', headers });
    const devices = listed.json().body.result as { deviceId: string; lastPlace: string | null }[];
    return devices.find((device) => device.deviceId === deviceId)?.lastPlace;
  };

  it('shows the country of a public address, and keeps only its code', async () => {
    const headers = await signInFrom(testApp.app, 'place-phone-0001', {});

    expect(await placeOf(testApp.app, headers, 'place-phone-0001')).toBe('TN');
    const [row] = await testApp.database.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.deviceId, 'place-phone-0001'));
    expect(JSON.stringify(row)).not.toContain(TUNISIAN_ADDRESS);
  });

  it('says "local network" for a loopback address', async () => {
    const { headers } = await signIn(testApp.app, 'leila', 'MOB', 'place-phone-0002');
    expect(await placeOf(testApp.app, headers, 'place-phone-0002')).toBe('LOCAL');
  });

  it('ignores X-Forwarded-For unless the proxy is trusted by configuration', async () => {
    const direct = await signInFrom(testApp.app, 'place-phone-0003', FORWARDED);
    expect(await placeOf(testApp.app, direct, 'place-phone-0003')).toBe('TN');

    const behindProxy = await testApp.buildVariant({ trustProxy: true, rateLimitMax: 10_000 });
    const proxied = await signInFrom(behindProxy, 'place-phone-0004', FORWARDED);
    expect(await placeOf(behindProxy, proxied, 'place-phone-0004')).toBe('LOCAL');
  });
});
