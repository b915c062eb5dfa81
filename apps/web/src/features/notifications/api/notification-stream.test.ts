/**
 * The browser's live stream: each event is checked against the contract (with its schema fetched on
 * the first one) and handed over in the order it came; an event that is not JSON ends the stream
 * with an error, so the bell falls back to trying again.
 */
import type { NotificationEvent } from '@baraka/contracts/notifications/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShellGlobals } from '../../../platform/testing-shell';
import { readNotificationStream } from './notification-stream';

/** A stream answer carrying these Server-Sent Events' data, one chunk each. */
function streamOf(events: readonly string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const data of events) {
        controller.enqueue(encoder.encode(`data: ${data}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

beforeEach(() => {
  // A browser's globals (the call headers read the device from them).
  stubShellGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live notification stream', () => {
  it('hands over the events the contract accepts, in their order, and skips the others', async () => {
    vi.stubGlobal('fetch', async () =>
      streamOf([
        JSON.stringify({ unread: 1, notification: null }),
        JSON.stringify({ unread: 'two', notification: null }),
        JSON.stringify({ unread: 3, notification: null }),
      ]),
    );
    const heard: NotificationEvent[] = [];
    await readNotificationStream((event) => heard.push(event), new AbortController().signal);
    expect(heard.map((event) => event.unread)).toEqual([1, 3]);
  });

  it('ends with an error on an event that is not JSON', async () => {
    vi.stubGlobal('fetch', async () =>
      streamOf([JSON.stringify({ unread: 1, notification: null }), '{not json']),
    );
    const heard: NotificationEvent[] = [];
    await expect(
      readNotificationStream((event) => heard.push(event), new AbortController().signal),
    ).rejects.toThrow(SyntaxError);
    expect(heard.map((event) => event.unread)).toEqual([1]);
  });
});
