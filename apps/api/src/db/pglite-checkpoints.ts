/**
 * Checkpoints of the embedded database. PGlite runs PostgreSQL as a single-user backend: there is
 * no checkpointer process, so neither `checkpoint_timeout` nor `max_wal_size` ever starts one, and
 * the write-ahead log since the last checkpoint (the start of the process) grows for as long as the
 * product runs. A restart after a crash replays all of it: the longer the run before a crash, the
 * longer the restart. The product therefore checkpoints itself: once migrated and seeded, then
 * whenever the log since the last checkpoint passes a bound.
 */
import type { PGlite } from '@electric-sql/pglite';

/** A restart after a crash replays at most about this much log (16 MB: a fraction of a second). */
export const CHECKPOINT_AFTER_BYTES = 16 * 1024 * 1024;
export const CHECKPOINT_CHECK_MS = 10_000;

/** Bytes of write-ahead log written since the last checkpoint's redo point. */
export async function walSinceCheckpoint(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(
    `select (pg_current_wal_lsn() - (select redo_lsn from pg_control_checkpoint()))::text as bytes`,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** Checkpoints when more than `limitBytes` of log would be replayed after a crash; says whether it did. */
export async function checkpointIfNeeded(
  client: PGlite,
  limitBytes: number = CHECKPOINT_AFTER_BYTES,
): Promise<boolean> {
  if ((await walSinceCheckpoint(client)) <= limitBytes) {
    return false;
  }
  await client.exec('checkpoint');
  return true;
}

export type Checkpoints = { stop(): Promise<void> };

/** Checks every `intervalMs` and checkpoints when needed, until stopped. */
export function startCheckpoints(
  client: PGlite,
  options: { intervalMs?: number; limitBytes?: number; onError?: (error: Error) => void } = {},
): Checkpoints {
  const { intervalMs = CHECKPOINT_CHECK_MS, limitBytes = CHECKPOINT_AFTER_BYTES } = options;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = checkpointIfNeeded(client, limitBytes).catch((error: Error) => options.onError?.(error));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
