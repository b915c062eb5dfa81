import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresPool } from './postgres-pool.ts';

const url = process.env.DATABASE_URL ?? '';
const pools: pg.Pool[] = [];

/** One connection only: a slot that leaked would make the next call wait forever. */
const openOneSlotPool = () => {
  const pool = new PostgresPool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  pools.push(pool);
  return { pool, db: drizzle({ client: pool }) };
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe.skipIf(!url)('the PostgreSQL pool when the server ends a connection (needs DATABASE_URL)', () => {
  it('survives a connection ended in the middle of a transaction, and serves the next call', async () => {
    const { db } = openOneSlotPool();
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await db.execute(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('gives the slot back when BEGIN meets a dead connection', async () => {
    const { pool, db } = openOneSlotPool();
    await db.execute(sql`select 1`);
    pool.once('acquire', (client: pg.PoolClient & { connection: { stream: { destroy(): void } } }) => {
      client.connection.stream.destroy();
    });
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const { rows } = await db.transaction((tx) => tx.execute(sql`select 2 as two`));
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('hears a connection ended in the very tick the client leaves the idle list', async () => {
    const { pool, db } = openOneSlotPool();
    await db.execute(sql`select 1`);
    let heard: boolean | undefined;
    pool.once('acquire', (client: pg.PoolClient) => {
      // Runs before any promise reaction to the checkout: what a FATAL in the same packet would do.
      queueMicrotask(() => {
        try {
          client.emit('error', new Error('terminating connection due to administrator command'));
          heard = true;
        } catch {
          heard = false;
        }
      });
    });
    const client = await pool.connect();
    expect(heard).toBe(true);
    client.release();
    const { rows } = await db.execute(sql`select 3 as three`);
    expect(rows).toEqual([{ three: 3 }]);
  });
});
