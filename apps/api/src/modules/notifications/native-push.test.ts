import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFcmSender, type FcmTransport } from '../../adapters/native-push/fcm-sender.ts';
import { nativePushTokens, notifications, pushDeliveries } from '../../db/schema/index.ts';
import { findUserByUsername, notifyUser } from '../../test/notification-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Headers, resultOf } from '../../test/transfer-client.ts';
import { deliverPushes, recordingSender } from './push-delivery.service.ts';

const fcmToken = (name: string) => `${name}:APA91b${'x'.repeat(120)}`;
const APNS_TOKEN = 'a1'.repeat(32);

/** A service account as the Firebase console hands it out, with a key made for the test. */
const makeServiceAccount = () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    project_id: 'albaraka-app',
    client_email: 'push@albaraka-app.iam.gserviceaccount.com',
    private_key: privateKey,
  };
};

describe('push to the mobile app (FCM / APNs tokens)', () => {
  let testApp: TestApp;
  let youssefPhone: Headers;
  let youssefTablet: Headers;
  const send = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });
  const tokensOf = async (username: string) => {
    const record = await findUserByUsername(testApp.database.db, username);
    return testApp.database.db
      .select()
      .from(nativePushTokens)
      .where(eq(nativePushTokens.userId, record?.user.id ?? ''));
  };
  const deliveriesOf = (notificationId: string | undefined) =>
    testApp.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, notificationId ?? ''));

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    youssefPhone = (await signIn(testApp.app, 'youssef', 'MOB', 'youssef-phone-0001')).headers;
    youssefTablet = (await signIn(testApp.app, 'youssef', 'MOB', 'youssef-tablet-001')).headers;
    // Count the demo data's notifications as pushed already: each test sees only what it writes.
    await testApp.database.db
      .update(notifications)
      .set({ pushedAt: new Date() })
      .where(isNull(notifications.pushedAt));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a visitor, and a token that is not one', async () => {
    const anonymous = await send({}, 'POST', 'secure/notification/token', {
      platform: 'FCM',
      token: fcmToken('a'),
    });
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      { platform: 'HMS', token: fcmToken('a') },
      { platform: 'FCM', token: 'short' },
      { platform: 'APNS', token: 'not-hex'.repeat(10) },
      { platform: 'FCM' },
      { token: fcmToken('a') },
    ]) {
      const response = await send(youssefPhone, 'POST', 'secure/notification/token', body);
      expect(response.statusCode).toBe(400);
    }
    expect(await tokensOf('youssef')).toEqual([]);
  });

  it('keeps one token per device: a newer token replaces the device’s previous one', async () => {
    const first = await send(youssefPhone, 'POST', 'secure/notification/token', {
      platform: 'FCM',
      token: fcmToken('old'),
    });
    expect(first.statusCode).toBe(200);
    expect(resultOf(first)).toBe(true);
    await send(youssefPhone, 'POST', 'secure/notification/token', {
      platform: 'FCM',
      token: fcmToken('phone'),
    });
    await send(youssefTablet, 'POST', 'secure/notification/token', { platform: 'APNS', token: APNS_TOKEN });

    const saved = (await tokensOf('youssef')).map((row) => [row.deviceId, row.platform, row.token]).sort();
    expect(saved).toEqual([
      ['youssef-phone-0001', 'FCM', fcmToken('phone')],
      ['youssef-tablet-001', 'APNS', APNS_TOKEN],
    ]);
  });

  it('records a push to each device when a notification is written (embedded sender)', async () => {
    const db = testApp.database.db;
    const written = await notifyUser(db, 'youssef', 'DEFAULT', 'PUSH_NATIVE');

    expect(await deliverPushes(db, recordingSender, new Date())).toEqual({ pushed: 2, dropped: 0 });

    const deliveries = await deliveriesOf(written?.id);
    expect(deliveries.map((row) => [row.endpoint, row.status]).sort()).toEqual([
      [`apns:${APNS_TOKEN}`, 'RECORDED'],
      [`fcm:${fcmToken('phone')}`, 'RECORDED'],
    ]);
    expect(deliveries[0]?.payload).toMatchObject({ title: 'Titre PUSH_NATIVE', body: 'Contenu PUSH_NATIVE' });
    expect(await deliverPushes(db, recordingSender, new Date())).toEqual({ pushed: 0, dropped: 0 });
  });

  it('sends through FCM HTTP v1 and drops a token FCM calls unregistered', async () => {
    const db = testApp.database.db;
    const account = makeServiceAccount();
    const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
    const transport: FcmTransport = async (url, init) => {
      requests.push({ url, headers: init.headers, body: init.body });
      if (url === 'https://oauth2.googleapis.com/token') {
        return { status: 200, text: async () => '{"access_token":"ya29.test","expires_in":3599}' };
      }
      const { message } = JSON.parse(init.body) as { message: { token: string } };
      if (message.token === fcmToken('gone')) {
        const unregistered = {
          error: {
            code: 404,
            status: 'NOT_FOUND',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
            ],
          },
        };
        return { status: 404, text: async () => JSON.stringify(unregistered) };
      }
      return { status: 200, text: async () => '{"name":"projects/albaraka-app/messages/1"}' };
    };
    const fcm = createFcmSender(account, transport);
    // The tablet's APNs token is not FCM's: only FCM tokens go through this sender in the test.
    await send(youssefTablet, 'POST', 'secure/notification/token', {
      platform: 'FCM',
      token: fcmToken('gone'),
    });
    const written = await notifyUser(db, 'youssef', 'DEFAULT', 'PUSH_FCM');

    expect(await deliverPushes(db, recordingSender, new Date(), fcm)).toEqual({ pushed: 1, dropped: 1 });

    expect((await deliveriesOf(written?.id)).map((row) => [row.endpoint, row.status]).sort()).toEqual([
      [`fcm:${fcmToken('gone')}`, 'GONE'],
      [`fcm:${fcmToken('phone')}`, 'SENT'],
    ]);
    expect((await tokensOf('youssef')).map((row) => row.token)).toEqual([fcmToken('phone')]);
    // One access token for both pushes, from an assertion signed with the service account's key.
    const [tokenRequest, ...pushes] = requests;
    expect(pushes.map((request) => request.url)).toEqual([
      'https://fcm.googleapis.com/v1/projects/albaraka-app/messages:send',
      'https://fcm.googleapis.com/v1/projects/albaraka-app/messages:send',
    ]);
    const assertion = new URLSearchParams(tokenRequest?.body).get('assertion') ?? '';
    const [header = '', claims = '', signature = ''] = assertion.split('.');
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(`${header}.${claims}`),
        createPublicKey(account.private_key),
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
    });
    expect(pushes[0]?.headers.authorization).toBe('Bearer ya29.test');
    const sent = pushes.map((request) => JSON.parse(request.body).message);
    expect(sent).toContainEqual({
      token: fcmToken('phone'),
      notification: { title: 'Titre PUSH_FCM', body: 'Contenu PUSH_FCM' },
      data: expect.objectContaining({ id: written?.id }),
    });
  });

  it('keeps a push for the next run when FCM fails otherwise', async () => {
    const db = testApp.database.db;
    const busy: FcmTransport = async (url) =>
      url.endsWith('/token')
        ? { status: 200, text: async () => '{"access_token":"ya29.test","expires_in":3599}' }
        : { status: 503, text: async () => '{"error":{"status":"UNAVAILABLE"}}' };
    const written = await notifyUser(db, 'youssef', 'DEFAULT', 'PUSH_BUSY');

    await deliverPushes(db, recordingSender, new Date(), createFcmSender(makeServiceAccount(), busy));

    const [waiting] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, written?.id ?? ''));
    expect(waiting?.pushedAt).toBeNull();
    expect(await tokensOf('youssef')).toHaveLength(1);
    expect((await deliverPushes(db, recordingSender, new Date())).pushed).toBe(1);
  });

  it('forgets a device’s token when it signs out, and every token on secure/remove', async () => {
    await send(youssefTablet, 'POST', 'secure/notification/token', { platform: 'APNS', token: APNS_TOKEN });
    expect(await tokensOf('youssef')).toHaveLength(2);

    expect((await send(youssefTablet, 'GET', 'secure/logout')).statusCode).toBe(200);
    expect((await tokensOf('youssef')).map((row) => row.deviceId)).toEqual(['youssef-phone-0001']);

    expect(resultOf(await send(youssefPhone, 'GET', 'secure/remove'))).toBe(true);
    expect(await tokensOf('youssef')).toEqual([]);
  });
});
