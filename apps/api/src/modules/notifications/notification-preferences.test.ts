import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../db/schema/index.ts';
import { findUserByUsername, notifyUser } from '../../test/notification-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

type Preference = { id: string; disabled: boolean; disableable: boolean; channels: Record<string, boolean> };

describe('notification preferences', () => {
  let testApp: TestApp;
  let amina: Headers;
  let leila: Headers;
  const call = (headers: Headers, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });
  const byId = (list: Preference[], id: string) => list.find((item) => item.id === id);

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the four categories, DEFAULT and TRANSFER on and not disableable', async () => {
    const list: Preference[] = resultOf(
      await call(amina, 'GET', 'secure/albaraka-notification-preferences/'),
    );
    expect(list.map((item) => item.id)).toEqual(['DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH']);
    expect(list.map((item) => item.disableable)).toEqual([false, false, true, true]);
    expect(list.every((item) => !item.disabled)).toBe(true);
    expect((await call({}, 'GET', 'secure/notification/preferences')).statusCode).toBe(401);
    expect(
      (await call({}, 'PUT', 'secure/albaraka-notification-preferences/toggle-category', {})).statusCode,
    ).toBe(401);
  });

  it('keeps DEFAULT and TRANSFER on whatever is asked, and the table refuses it too', async () => {
    for (const category of ['DEFAULT', 'TRANSFER']) {
      const toggled = await call(amina, 'PUT', 'secure/albaraka-notification-preferences/toggle-category', {
        category,
      });
      expect(toggled.statusCode).toBe(422);
      expect(codeOf(toggled)).toBe('NOTIFICATION.CATEGORY_NOT_DISABLEABLE');
    }
    const saved = await call(amina, 'POST', 'secure/notification/preferences', {
      preferences: [
        {
          category: 'TRANSFER',
          disabled: false,
          channels: { inApp: false, push: true, email: false, sms: false },
        },
      ],
    });
    expect(codeOf(saved)).toBe('NOTIFICATION.CATEGORY_NOT_DISABLEABLE');
    const list: Preference[] = resultOf(await call(amina, 'GET', 'secure/notification/preferences'));
    expect(byId(list, 'TRANSFER')?.disabled).toBe(false);
    const record = await findUserByUsername(testApp.database.db, 'amina');
    await expect(
      testApp.database.db
        .insert(notificationPreferences)
        .values({ userId: record?.user.id ?? '', category: 'DEFAULT', disabled: true }),
    ).rejects.toThrow();
  });

  it('refuses bad input', async () => {
    const bad = [
      call(amina, 'PUT', 'secure/albaraka-notification-preferences/toggle-category', { category: 'NEWS' }),
      call(amina, 'POST', 'secure/notification/preferences', { preferences: [] }),
      call(amina, 'POST', 'secure/notification/preferences', {
        preferences: [
          {
            category: 'AUTH',
            disabled: true,
            channels: { inApp: true, push: true, email: false, sms: false },
          },
          {
            category: 'AUTH',
            disabled: false,
            channels: { inApp: true, push: true, email: false, sms: false },
          },
        ],
      }),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode).toBe(400);
    }
  });

  it('delivers no promotion once PROMOS is off, and again once it is back on; the choice is the user’s own', async () => {
    const off: Preference[] = resultOf(
      await call(amina, 'PUT', 'secure/albaraka-notification-preferences/toggle-category', {
        category: 'PROMOS',
      }),
    );
    expect(byId(off, 'PROMOS')?.disabled).toBe(true);
    expect(await notifyUser(testApp.database.db, 'amina', 'PROMOS', 'PROMO_WHILE_OFF')).toBeNull();
    expect(await notifyUser(testApp.database.db, 'leila', 'PROMOS', 'PROMO_FOR_LEILA')).not.toBeNull();
    const leilaList = resultOf(await call(leila, 'GET', 'displayNotifications')) as { key: string }[];
    expect(leilaList.map((item) => item.key)).toContain('PROMO_FOR_LEILA');

    const on: Preference[] = resultOf(
      await call(amina, 'PUT', 'secure/albaraka-notification-preferences/toggle-category', {
        category: 'PROMOS',
      }),
    );
    expect(byId(on, 'PROMOS')?.disabled).toBe(false);
    await notifyUser(testApp.database.db, 'amina', 'PROMOS', 'PROMO_WHILE_ON');
    const list = resultOf(await call(amina, 'GET', 'displayNotifications')) as { key: string }[];
    expect(list.map((item) => item.key)).toContain('PROMO_WHILE_ON');
    expect(list.map((item) => item.key)).not.toContain('PROMO_WHILE_OFF');
  });

  it('saves channels per category, and subscribe/unsubscribe turn push on and off for all', async () => {
    const saved: Preference[] = resultOf(
      await call(amina, 'POST', 'secure/notification/preferences', {
        preferences: [
          {
            category: 'AUTH',
            disabled: false,
            channels: { inApp: true, push: false, email: true, sms: true },
          },
        ],
      }),
    );
    expect(byId(saved, 'AUTH')?.channels).toEqual({ inApp: true, push: false, email: true, sms: true });
    expect(resultOf(await call(amina, 'GET', 'secure/albaraka-notification/unsubscribe'))).toBe(true);
    const none: Preference[] = resultOf(await call(amina, 'GET', 'secure/notification/preferences'));
    expect(none.every((item) => !item.channels.push)).toBe(true);
    await call(amina, 'GET', 'secure/albaraka-notification/subscribe');
    const all: Preference[] = resultOf(await call(amina, 'GET', 'secure/notification/preferences'));
    expect(all.every((item) => item.channels.push)).toBe(true);
    expect(byId(all, 'AUTH')?.channels.email).toBe(true);
    const rows = await testApp.database.db.select().from(notificationPreferences);
    const leilaRecord = await findUserByUsername(testApp.database.db, 'leila');
    expect(rows.filter((row) => row.userId === leilaRecord?.user.id)).toEqual([]);
  });
});
