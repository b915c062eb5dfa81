/**
 * The live notifications inside a shell, against a fake device and a fake gateway: no stream is
 * opened (native HTTP does not stream), the newest unread notifications are polled as the mobile
 * channel, and each new one is reported once, as the stream would.
 */
import type { NotificationEvent } from '@baraka/contracts/notifications/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from '../../../platform';
import { createFakeDevice } from '../../../platform/fake-runtime';
import { createNativePlatform } from '../../../platform/native';
import { envelope, stubShellGlobals } from '../../../platform/testing-shell';
import { webPlatform } from '../../../platform/web';
import { chooseLiveReader, pollNotifications } from './notification-polling';
import { readNotificationStream } from './notification-stream';

const GATEWAY = 'https://online.albaraka.example';

const item = (id: number) => {
  const at = Date.parse('2026-03-02T09:00:00Z') + id * 1000;
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    createdDate: at,
    lastModifiedDate: at,
    title: `Notification ${id}`,
    content: 'Contenu',
    text: btoa('Contenu'),
    titles: { fr: `Notification ${id}`, en: `Notification ${id}`, ar: `Notification ${id}` },
    contents: { fr: 'Contenu', en: 'Contenu', ar: 'Contenu' },
    username: 'amina',
    customerNumber: '00012345',
    status: 'SENT',
    valid: true,
    category: 'DEFAULT',
    link: null,
  };
};

/** The gateway's answer to displayNotifications/paginated: the newest unread first. */
const pageOf = (ids: number[]) =>
  envelope({
    content: ids.map(item),
    totalElements: ids.length,
    number: 0,
    numberOfElements: ids.length,
    size: 10,
    totalPages: 1,
    unread: ids.length,
  });

let unreadIds: number[];
let requests: { url: string; headers: Headers }[];

beforeEach(async () => {
  unreadIds = [1];
  requests = [];
  stubShellGlobals();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, headers: new Headers(init.headers) });
    return url.startsWith(`${GATEWAY}/gateway/displayNotifications/paginated?`)
      ? pageOf(unreadIds)
      : new Response('{}', { status: 404 });
  });
  setPlatform(await createNativePlatform(createFakeDevice().runtime, { gatewayOrigin: GATEWAY }));
});

afterEach(() => {
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
});

const nextPoll = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('live notifications inside the shells', () => {
  it('polls in a shell and reads the stream in a browser', () => {
    expect(chooseLiveReader()).toBe(pollNotifications);
    setPlatform(webPlatform);
    expect(chooseLiveReader()).toBe(readNotificationStream);
  });

  it('reports the unread count, then each new notification once, as the mobile channel', async () => {
    const events: NotificationEvent[] = [];
    const controller = new AbortController();
    const polling = pollNotifications((event) => events.push(event), controller.signal, 20);

    await nextPoll();
    expect(events).toEqual([{ unread: 1, notification: null }]);
    unreadIds = [3, 2, 1];
    await nextPoll();
    expect(events.slice(1).map((event) => [event.unread, event.notification?.title])).toEqual([
      [3, 'Notification 2'],
      [3, 'Notification 3'],
    ]);
    unreadIds = [];
    await nextPoll();
    controller.abort();
    await polling;

    expect(events.at(-1)).toEqual({ unread: 0, notification: null });
    expect(events.filter((event) => event.notification)).toHaveLength(2);
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(requests.every((request) => !request.url.includes('notification/stream'))).toBe(true);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('status')).toBe('SENT');
    expect(requests[0]?.headers.get('Channel')).toBe('MOB');
  });

  it('fails when a poll fails, so the bell tries again later', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));

    await expect(pollNotifications(() => undefined, new AbortController().signal, 20)).rejects.toThrow();
  });
});
