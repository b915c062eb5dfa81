/**
 * GET secure/notification/stream: the live Server-Sent Events of the session, read with fetch (an
 * EventSource cannot send the channel and device headers). Resolves when the stream ends.
 */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationEvent } from '@baraka/contracts/notifications/schemas';
import { buildCallHeaders, buildGatewayUrl } from '../../../lib/api-client';
import { parseEventStream } from '../utils/event-stream';

export async function readNotificationStream(
  onEvent: (event: NotificationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const headers = buildCallHeaders();
  headers.set('Accept', 'text/event-stream');
  const response = await fetch(buildGatewayUrl(notificationsEndpoints.stream.path), {
    headers,
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) {
    throw new Error(`notification stream answered ${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // The events' schema, and zod with it, is fetched with the first event: most visits hear none.
  // Events are checked and handed over one after another, in the order they came.
  let delivered = Promise.resolve();
  await parseEventStream(reader, (data) => {
    delivered = delivered
      .then(async () => {
        const { notificationEventSchema } = await import('@baraka/contracts/notifications/schemas');
        const parsed = notificationEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) {
          onEvent(parsed.data);
        }
      })
      .catch((error: unknown) => {
        // An event that cannot be read (or a schema that cannot be fetched) ends the stream, as
        // reading it inline did: the caller's error path takes over.
        void reader.cancel();
        throw error;
      });
  });
  await delivered;
}
