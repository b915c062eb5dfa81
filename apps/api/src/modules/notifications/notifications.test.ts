import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { findUserByUsername, notifyUser, SEEDED_PASSWORD } from '../../test/notification-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Headers, resultOf } from '../../test/transfer-client.ts';
import { insertNotification } from './notifications.queries.ts';

describe('the notification centre', () => {
  let testApp: TestApp;
  let amina: Headers;
  let leila: Headers;
  const call = (headers: Headers, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers: { ...headers, language: 'en' }, payload });

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a visitor on every call', async () => {
    const id = randomUUID();
    const calls = [
      call({}, 'GET', 'displayNotifications'),
      call({}, 'GET', 'displayNotifications/paginated'),
      call({}, 'GET', `secure/notification/${id}`),
      call({}, 'PUT', 'notificationStatus', { id, status: 'READ' }),
      call({}, 'DELETE', `delete/notification?id=${id}`),
      call({}, 'GET', 'secure/notification/topics'),
      call({}, 'GET', 'secure/notification/stream'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
    }
    const notAStreamReader = await call(amina, 'GET', 'secure/notification/stream');
    expect(notAStreamReader.statusCode).toBe(400);
  });

  it('pages unread first, in the spec envelope, in the caller’s language', async () => {
    const db = testApp.database.db;
    const old = await notifyUser(db, 'amina', 'DEFAULT', 'PAGE_OLD', new Date('2026-11-01T10:00:00Z'));
    await notifyUser(db, 'amina', 'AUTH', 'PAGE_MID', new Date('2026-11-02T10:00:00Z'));
    await notifyUser(db, 'amina', 'DEFAULT', 'PAGE_NEW', new Date('2026-11-03T10:00:00Z'));
    await call(amina, 'PUT', 'notificationStatus', { id: old?.id, status: 'READ' });
    const mid = await call(amina, 'GET', 'displayNotifications/paginated?page=0&size=2');
    const page = resultOf(mid);
    expect(page).toMatchObject({ number: 0, size: 2, numberOfElements: 2 });
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
    const all = resultOf(await call(amina, 'GET', 'secure/notification/history?size=50')).content as {
      key: string;
      status: string;
      title: string;
      text: string;
      content: string;
    }[];
    const keys = all.map((item) => item.key);
    expect(keys.indexOf('PAGE_NEW')).toBeLessThan(keys.indexOf('PAGE_MID'));
    expect(keys.indexOf('PAGE_MID')).toBeLessThan(keys.indexOf('PAGE_OLD'));
    expect(all.findLast((item) => item.status === 'SENT')?.key).not.toBe('PAGE_OLD');
    const newest = all.find((item) => item.key === 'PAGE_NEW');
    expect(newest?.title).toBe('Title PAGE_NEW');
    expect(Buffer.from(newest?.text ?? '', 'base64').toString('utf8')).toBe(newest?.content);
    const authOnly = resultOf(await call(amina, 'GET', 'displayNotifications/paginated?category=AUTH'));
    expect(authOnly.content.map((item: { category: string }) => item.category)).toEqual(
      Array(authOnly.content.length).fill('AUTH'),
    );
  });

  it('marks read and unread again, counts topics, deletes; another customer’s answers 404', async () => {
    const written = await notifyUser(testApp.database.db, 'amina', 'DEFAULT', 'TOGGLE_ME');
    const id = written?.id ?? '';
    const before = resultOf(await call(amina, 'GET', 'secure/notification/topics'));
    const read = await call(amina, 'PUT', `secure/notification/${id}/status`, { status: 'READ' });
    expect(resultOf(read).status).toBe('READ');
    const topics = resultOf(await call(amina, 'GET', 'secure/notification/topics'));
    const unreadOf = (list: { id: string; unread: number }[]) => list.find((t) => t.id === 'DEFAULT')?.unread;
    expect(unreadOf(topics)).toBe((unreadOf(before) ?? 0) - 1);
    const unread = await call(amina, 'PUT', 'notificationStatus', { id, status: 'SENT' });
    expect(resultOf(unread).status).toBe('SENT');

    expect((await call(leila, 'GET', `secure/notification/${id}`)).statusCode).toBe(404);
    expect((await call(leila, 'PUT', 'notificationStatus', { id, status: 'READ' })).statusCode).toBe(404);
    expect((await call(leila, 'DELETE', `delete/notification?id=${id}`)).statusCode).toBe(404);
    expect((await call(leila, 'DELETE', `secure/notification/${id}`)).statusCode).toBe(404);
    const leilaList = resultOf(await call(leila, 'GET', 'displayNotifications')) as { id: string }[];
    expect(leilaList.map((item) => item.id)).not.toContain(id);

    expect(resultOf(await call(amina, 'DELETE', `delete/notification?id=${id}`))).toBe(true);
    expect((await call(amina, 'GET', `secure/notification/${id}`)).statusCode).toBe(404);
    expect((await call(amina, 'DELETE', `secure/notification/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 envelope', async () => {
    const bad = [
      call(amina, 'GET', 'displayNotifications/paginated?size=0'),
      call(amina, 'GET', 'displayNotifications/paginated?category=NEWS'),
      call(amina, 'PUT', 'notificationStatus', { id: randomUUID(), status: 'ARCHIVED' }),
      call(amina, 'PUT', 'notificationStatus', { id: 'not-an-id', status: 'READ' }),
      call(amina, 'DELETE', 'delete/notification'),
      call(amina, 'GET', 'secure/notification/42'),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().header.messageType).toBe('ERROR');
    }
  });

  it('writes a notification in its event’s transaction: a failure after both leaves neither', async () => {
    const db = testApp.database.db;
    const record = await findUserByUsername(db, 'amina');
    const key = `ROLLED_BACK_${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ officePhoneNumber: '71999999' })
          .where(eq(users.id, record?.user.id ?? ''));
        await insertNotification(tx, {
          customerId: record?.customer.id ?? '',
          userId: record?.user.id ?? null,
          category: 'AUTH',
          key,
          params: {},
          title: { fr: 't', en: 't', ar: 't' },
          content: { fr: 'c', en: 'c', ar: 'c' },
          subjectId: null,
          at: new Date(),
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await db.select().from(notifications).where(eq(notifications.key, key))).toEqual([]);
    const after = await findUserByUsername(db, 'amina');
    expect(after?.user.officePhoneNumber).toBe(record?.user.officePhoneNumber);
  });

  it('tells a listening page of a new notification within a second', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/gateway/secure/notification/stream`, {
      headers: { ...amina, language: 'fr', accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    const nextEvent = async () => {
      while (!buffered.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) {
          throw new Error('stream ended');
        }
        buffered += decoder.decode(value);
      }
      const [event = '', ...rest] = buffered.split('\n\n');
      buffered = rest.join('\n\n');
      return JSON.parse(event.replace(/^data: /, ''));
    };
    const opening = await nextEvent();
    expect(opening.notification).toBeNull();
    const started = Date.now();
    await notifyUser(testApp.database.db, 'amina', 'DEFAULT', 'LIVE_ONE');
    const live = await nextEvent();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(live.notification).toMatchObject({ key: 'LIVE_ONE', title: 'Titre LIVE_ONE' });
    expect(live.unread).toBe(opening.unread + 1);
    controller.abort();
  });

  it('tells the person of a password change (AUTH), written with the change', async () => {
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/resetPwd',
      headers: leila,
      payload: {
        currentPassword: SEEDED_PASSWORD,
        newPassword: 'Jasmin#Carthage2026',
        confirmPassword: 'Jasmin#Carthage2026',
      },
    });
    expect(changed.statusCode).toBe(200);
    const list = resultOf(await call(leila, 'GET', 'displayNotifications')) as {
      key: string;
      category: string;
      link: string;
    }[];
    expect(list.find((item) => item.key === 'PASSWORD_CHANGED')).toMatchObject({
      category: 'AUTH',
      link: '/settings',
    });
  });
});
