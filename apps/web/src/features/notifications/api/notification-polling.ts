/**
 * The live notifications inside the mobile shells: Capacitor's native HTTP (which the shells use so
 * the bank's gateway needs no CORS) hands back whole answers, never a stream, so the shells ask for
 * the newest unread notifications every POLL_INTERVAL_MS instead, and report what is new as the
 * stream would (the unread count, and each notification not seen before).
 */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationEvent } from '@baraka/contracts/notifications/schemas';
import { abortableWait } from '../../../lib/abortable-wait';
import { call } from '../../../lib/call';
import { isNativeShell } from '../../../platform';
import { readNotificationStream } from './notification-stream';

export const POLL_INTERVAL_MS = 20_000;
/** Enough to see every notification written between two polls. */
const NEWEST_UNREAD = { page: 0, size: 10, status: 'SENT' } as const;

/** Polls until `signal` aborts; rejects when a poll fails (the caller tries again later). */
export async function pollNotifications(
  onEvent: (event: NotificationEvent) => void,
  signal: AbortSignal,
  intervalMs = POLL_INTERVAL_MS,
): Promise<void> {
  let seen: Set<string> | null = null;
  let unread: number | null = null;
  while (!signal.aborted) {
    const page = await call(notificationsEndpoints.page, { query: NEWEST_UNREAD }, { signal });
    if (signal.aborted) {
      return;
    }
    // The first answer is the state at opening (as the stream's first event): nothing to announce.
    const fresh = seen ? page.content.filter((item) => !seen?.has(item.id)).reverse() : [];
    seen = new Set([...(seen ?? []), ...page.content.map((item) => item.id)]);
    for (const notification of fresh) {
      onEvent({ unread: page.unread, notification });
    }
    if (fresh.length === 0 && page.unread !== unread) {
      onEvent({ unread: page.unread, notification: null });
    }
    unread = page.unread;
    await abortableWait(intervalMs, signal);
  }
}

/** The stream in a browser; polling inside the shells. */
export function chooseLiveReader(): typeof pollNotifications {
  return isNativeShell() ? pollNotifications : readNotificationStream;
}
