import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notifications, pushDeliveries, pushSubscriptions } from '../../db/schema/index.ts';
import { findUserByUsername, notifyUser } from '../../test/notification-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Headers, resultOf } from '../../test/transfer-client.ts';
import { createWebPushSender, deliverPushes, type PushSender } from './push-delivery.service.ts';

/** A subscription as a browser makes one (real P-256 keys, so web-push can encrypt to it). */
const browserSubscription = (endpoint: string) => {
  const keys = webpush.generateVAPIDKeys();
  return { endpoint, keys: { p256dh: keys.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } };
};

describe('Web Push', () => {
  let testApp: TestApp;
  let amina: Headers;
  const send = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });
  const subscriptionsOf = async (username: string) => {
    const record = await findUserByUsername(testApp.database.db, username);
    return testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, record?.user.id ?? ''));
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    // The demo data's own notifications were written moments ago: count them as pushed already, so
    // each test sees only what it writes.
    await testApp.database.db
      .update(notifications)
      .set({ pushedAt: new Date() })
      .where(isNull(notifications.pushedAt));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a visitor, and a subscription that is not one', async () => {
    for (const response of await Promise.all([
      send({}, 'GET', 'secure/notification/push-key'),
      send({}, 'POST', 'secure/notification/token', browserSubscription('https://push.example/a')),
      send({}, 'GET', 'secure/remove'),
    ])) {
      expect(response.statusCode).toBe(401);
    }
    const plain = await send(
      amina,
      'POST',
      'secure/notification/token',
      browserSubscription('http://push.example/a'),
    );
    const keyless = await send(amina, 'POST', 'secure/notification/token', {
      endpoint: 'https://push.example/a',
    });
    expect([plain.statusCode, keyless.statusCode]).toEqual([400, 400]);
  });

  it('hands out one VAPID public key, the same on every call', async () => {
    const first = resultOf(await send(amina, 'GET', 'secure/notification/push-key')).publicKey;
    const second = resultOf(await send(amina, 'GET', 'secure/notification/push-key')).publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toBe(first);
  });

  it('pushes a new notification to each subscription, records it, and drops one the service says is gone', async () => {
    const db = testApp.database.db;
    const live = browserSubscription('https://push.example/live');
    const gone = browserSubscription('https://push.example/gone');
    await send(amina, 'POST', 'secure/notification/token', live);
    await send(amina, 'POST', 'secure/notification/token', gone);
    const written = await notifyUser(db, 'amina', 'DEFAULT', 'PUSH_ME');
    const sender: PushSender = async (target) => (target.endpoint === gone.endpoint ? 'GONE' : 'RECORDED');

    await deliverPushes(db, sender, new Date());

    const deliveries = await db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, written?.id ?? ''));
    expect(deliveries.map((row) => [row.endpoint, row.status]).sort()).toEqual([
      [gone.endpoint, 'GONE'],
      [live.endpoint, 'RECORDED'],
    ]);
    expect(deliveries[0]?.payload).toMatchObject({ title: 'Titre PUSH_ME', body: 'Contenu PUSH_ME' });
    expect((await subscriptionsOf('amina')).map((row) => row.endpoint)).toEqual([live.endpoint]);
    // Handled once: the next run pushes nothing again.
    expect(await deliverPushes(db, sender, new Date())).toEqual({ pushed: 0, dropped: 0 });
  });

  it('keeps a notification for the next run when the push service fails, and respects push switched off', async () => {
    const db = testApp.database.db;
    const failing: PushSender = async () => {
      throw new Error('push service unavailable');
    };
    const written = await notifyUser(db, 'amina', 'DEFAULT', 'PUSH_LATER');
    await deliverPushes(db, failing, new Date());
    const [waiting] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, written?.id ?? ''));
    expect(waiting?.pushedAt).toBeNull();
    expect((await deliverPushes(db, async () => 'RECORDED', new Date())).pushed).toBe(1);

    await send(amina, 'POST', 'secure/notification/preferences', {
      preferences: [
        {
          category: 'AUTH',
          disabled: false,
          channels: { inApp: true, push: false, email: false, sms: false },
        },
      ],
    });
    const quiet = await notifyUser(db, 'amina', 'AUTH', 'PUSH_OFF');
    await deliverPushes(db, async () => 'RECORDED', new Date());
    expect(
      await db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.notificationId, quiet?.id ?? '')),
    ).toEqual([]);
  });

  it('signs and encrypts each push (VAPID, aes128gcm), and reads 404 and 410 as a subscription gone', async () => {
    const db = testApp.database.db;
    const target = browserSubscription('https://push.example/device');
    const seen: ReturnType<typeof webpush.generateRequestDetails>[] = [];
    const transport = (async (subscription, payload, options) => {
      // What web-push would send, built by web-push itself, without a network.
      seen.push(webpush.generateRequestDetails(subscription, payload ?? undefined, options));
      const path = new URL(subscription.endpoint).pathname;
      if (path === '/gone' || path === '/missing') {
        throw new webpush.WebPushError('gone', path === '/gone' ? 410 : 404, {}, '', subscription.endpoint);
      }
      if (path === '/busy') {
        throw new webpush.WebPushError('busy', 503, {}, '', subscription.endpoint);
      }
      return { statusCode: 201, body: '', headers: {} };
    }) as typeof webpush.sendNotification;
    const sender = await createWebPushSender(db, 'mailto:digital@example.tn', transport);
    expect(await sender(target, '{"title":"t"}')).toBe('SENT');
    expect(await sender(browserSubscription('https://push.example/gone'), '{}')).toBe('GONE');
    expect(await sender(browserSubscription('https://push.example/missing'), '{}')).toBe('GONE');
    await expect(sender(browserSubscription('https://push.example/busy'), '{}')).rejects.toThrow('busy');
    const publicKey = resultOf(await send(amina, 'GET', 'secure/notification/push-key')).publicKey;
    expect(seen[0]?.headers.Authorization).toContain(`k=${publicKey}`);
    expect(seen[0]?.headers['Content-Encoding']).toBe('aes128gcm');
    expect(String(seen[0]?.body)).not.toContain('"title"');
  });

  it('removes the user’s subscriptions on secure/remove', async () => {
    expect(resultOf(await send(amina, 'GET', 'secure/remove'))).toBe(true);
    expect(await subscriptionsOf('amina')).toEqual([]);
  });
});
