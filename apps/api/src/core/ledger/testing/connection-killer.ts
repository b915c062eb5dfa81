/**
 * Ends database connections at random while a load runs (`pg_terminate_backend`), the way a
 * failover or an operator would: only the connections whose application name is `victims`.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import type { Random } from './seeded-random.ts';

export type ConnectionKiller = {
  /** Stops killing and says how many connections were ended. */
  stop(): Promise<number>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startConnectionKiller(
  db: AppDb,
  options: { victims: string; random: Random; pauseMs: { min: number; max: number } },
): ConnectionKiller {
  let running = true;
  let killed = 0;
  const { min, max } = options.pauseMs;
  const loop = (async () => {
    while (running) {
      await pause(min + options.random.int(max - min + 1));
      const { rows } = await db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity
            where datname = current_database() and application_name = ${options.victims}`,
      );
      if (running && rows.length > 0) {
        const { pid } = options.random.pick(rows);
        const { rows: ended } = await db.execute<{ ok: boolean }>(
          sql`select pg_terminate_backend(${pid}) as ok`,
        );
        killed += ended[0]?.ok ? 1 : 0;
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return killed;
    },
  };
}
