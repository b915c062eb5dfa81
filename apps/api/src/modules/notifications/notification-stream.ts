/**
 * The live stream of a signed-in page (Server-Sent Events over the session): the unread count at
 * once, then each notification as soon as its event's transaction has committed. It asks the
 * database twice a second rather than trusting an in-process signal, so it is right whichever
 * replica wrote the notification and never tells of a rolled-back one. It ends after a few minutes;
 * the page opens it again, which also re-checks the session.
 */
import type { NotificationEvent } from '@baraka/contracts';
import type { FastifyReply } from 'fastify';
import { countUnread, listLatest } from './notification-centre.queries.ts';
import { type CentreCaller, toReader } from './notification-centre.service.ts';
import { toNotification } from './notification-view.ts';

export type StreamTiming = { pollMs: number; heartbeatMs: number; lifetimeMs: number };
export const STREAM_TIMING: StreamTiming = { pollMs: 500, heartbeatMs: 20_000, lifetimeMs: 5 * 60_000 };

const LATEST = 20;

/** The open streams, ended when the app closes (a stream would otherwise hold the server open). */
export type OpenStreams = Set<() => void>;

export async function streamNotifications(
  caller: CentreCaller,
  reply: FastifyReply,
  open: OpenStreams,
  timing: StreamTiming = STREAM_TIMING,
): Promise<FastifyReply> {
  const { db, auth, language } = caller;
  const owner = { username: auth.username, customerNumber: auth.record.customer.customerNumber };
  const reader = await toReader(db, auth);
  const seen = new Set((await listLatest(db, reader, LATEST)).map((row) => row.id));
  let unread = await countUnread(db, reader);

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: NotificationEvent) => raw.write(`data: ${JSON.stringify(event)}\n\n`);
  send({ unread, notification: null });

  let isBusy = false;
  const poll = async () => {
    if (isBusy) {
      return;
    }
    isBusy = true;
    try {
      // Re-read: a category switched off meanwhile stops showing at once.
      const current = await toReader(db, auth);
      const latest = await listLatest(db, current, LATEST);
      const fresh = latest.filter((row) => !seen.has(row.id)).reverse();
      const count = await countUnread(db, current);
      for (const row of fresh) {
        seen.add(row.id);
        send({ unread: count, notification: toNotification(row, owner, language) });
      }
      if (fresh.length === 0 && count !== unread) {
        send({ unread: count, notification: null });
      }
      unread = count;
    } catch (error) {
      reply.log.warn({ err: error }, 'notification stream poll failed');
    } finally {
      isBusy = false;
    }
  };

  const timers = [
    setInterval(() => void poll(), timing.pollMs),
    setInterval(() => raw.write(': keep-alive\n\n'), timing.heartbeatMs),
  ];
  const end = () => {
    open.delete(end);
    for (const timer of timers) {
      clearInterval(timer);
    }
    clearTimeout(lifetime);
    if (!raw.writableEnded) {
      raw.end();
    }
  };
  const lifetime = setTimeout(end, timing.lifetimeMs);
  open.add(end);
  raw.on('close', end);
  return reply;
}
