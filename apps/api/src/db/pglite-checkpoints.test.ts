/**
 * The embedded database checkpoints itself: the log a restart after a crash would replay stays
 * bounded however long the product runs (without it, it only ever grows: PGlite has no checkpointer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATABASE } from '../config.ts';
import { loadPgliteSnapshot } from '../test/pglite-snapshot.ts';
import { EMPTY } from '../test/snapshot-contents.ts';
import { openDatabase, type PgliteDatabase } from './client.ts';
import { checkpointIfNeeded, startCheckpoints, walSinceCheckpoint } from './pglite-checkpoints.ts';

const LIMIT = 1024 * 1024;

describe('checkpoints of the embedded database', () => {
  let database: PgliteDatabase;
  /** Writes about `megabytes` of log. */
  const write = async (megabytes: number) => {
    for (let i = 0; i < megabytes * 4; i += 1) {
      await database.client.query(
        `insert into filler (v) select repeat('x', 250) from generate_series(1, 1000)`,
      );
    }
  };

  beforeAll(async () => {
    const opened = await openDatabase({
      pgliteDir: MEMORY_DATABASE,
      pgliteTemplate: await loadPgliteSnapshot(EMPTY),
    });
    if (opened.driver !== 'pglite') {
      throw new Error('expected PGlite');
    }
    database = opened;
    await database.client.exec('create table filler (v text)');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('never checkpoints on its own: the log since the last checkpoint only grows', async () => {
    const before = await walSinceCheckpoint(database.client);
    await write(2);
    expect(await walSinceCheckpoint(database.client)).toBeGreaterThan(before + LIMIT);
  });

  it('checkpoints once the log passes the bound, and not before', async () => {
    await write(2);
    expect(await checkpointIfNeeded(database.client, LIMIT)).toBe(true);
    expect(await walSinceCheckpoint(database.client)).toBeLessThan(LIMIT);
    expect(await checkpointIfNeeded(database.client, LIMIT)).toBe(false);
  });

  it('keeps the log bounded while it runs', async () => {
    const checkpoints = startCheckpoints(database.client, { intervalMs: 20, limitBytes: LIMIT });
    try {
      await write(2);
      await expect.poll(() => walSinceCheckpoint(database.client), { timeout: 5_000 }).toBeLessThan(LIMIT);
    } finally {
      await checkpoints.stop();
    }
  });
});
