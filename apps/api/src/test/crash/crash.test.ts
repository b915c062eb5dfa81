/**
 * The product survives being killed: 16 signed-in customers send own-account and within-bank
 * transfers over HTTP, each under an idempotency key and asked again after a connection error,
 * while the server process is SIGKILLed at random moments 3 times and started again each time.
 * Then every currency's books still sum to zero, no balance drifted from its postings, no entry is
 * unbalanced, every acknowledged transfer is there exactly once, no refused key booked anything,
 * and every refusal is answered again under its key with the same bytes. On the embedded database
 * (a file data folder holding a copy of the seeded demo data), or on a fresh copy of it on
 * PostgreSQL with DATABASE_URL. `npm run bench:crash` runs it longer and prints the figures;
 * CRASH_SEED=<seed> draws the same moments and transfers again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSeed } from '../../core/ledger/testing/seeded-random.ts';
import { SEEDED } from '../snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../test-database.ts';
import { runCrashTest } from './crash-run.ts';

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database';

describe(`crashes of the product on ${backend}`, () => {
  let testDatabase: TestDatabase | undefined;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      testDatabase = await openTestDatabase(SEEDED);
      // The product opens its own connections; the test's are not needed.
      await testDatabase.database.close();
    }
  });
  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('keeps the books exact and every acknowledged transfer once through 3 SIGKILLs', async () => {
    const seed = chooseSeed(process.env.CRASH_SEED);
    console.info(`crash test seed ${seed} (CRASH_SEED=${seed} draws the same run again)`);
    const run = await runCrashTest({
      clients: 16,
      kills: 3,
      seed,
      databaseUrl: testDatabase?.databaseUrl,
      loadMs: { min: 700, max: 1_500 },
    });
    console.info(
      `${run.acknowledged} transfers acknowledged, ${run.refused} refused under their key, ` +
        `${run.retries} calls asked again after a lost connection; restarts took ${run.restartMs.join(', ')} ms`,
    );

    expect(run.restartMs).toHaveLength(3);
    expect(run.retries).toBeGreaterThan(0);
    expect(run.acknowledged).toBeGreaterThan(0);
    expect(run.refused).toBeGreaterThan(0);
    expect(run.mismatchedReplays).toEqual([]);
    expect(run.replaysChecked).toBeGreaterThanOrEqual(run.refused);
    const { sums, ...rest } = run.audit;
    expect(Object.values(sums).every((sum) => sum === '0')).toBe(true);
    expect(rest).toEqual({ drifted: 0, overdrawn: 0, unbalancedEntries: 0, wrongKeys: [] });
  }, 300_000);
});
