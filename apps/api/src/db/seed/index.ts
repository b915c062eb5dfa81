/** Fills an empty, non-production database with demo data, once. */
import { sql } from 'drizzle-orm';
import type { NodeEnv } from '../../config.ts';
import { getMeta, setMeta } from '../app-meta.queries.ts';
import type { AppDb } from '../client.ts';
import { SEED_STEPS, SEED_VERSION, type SeedStep } from './seed-steps.ts';

export { SEED_STEPS, SEED_VERSION, type SeedStep } from './seed-steps.ts';

export const SEEDED_AT_KEY = 'seeded_at';
export const SEED_VERSION_KEY = 'seed_version';

// Replicas starting together on one PostgreSQL take turns; the second finds the marker.
const SEED_LOCK_KEY = 7_340_612;

export type SeedOptions = {
  nodeEnv?: NodeEnv;
  steps?: readonly SeedStep[];
};

export type SeedOutcome =
  | { seeded: true; steps: string[] }
  | { seeded: false; reason: 'production' | 'already-seeded' };

export const seedIfEmpty = async (db: AppDb, options: SeedOptions = {}): Promise<SeedOutcome> => {
  if (options.nodeEnv === 'production') {
    return { seeded: false, reason: 'production' };
  }
  const steps = options.steps ?? SEED_STEPS;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await getMeta(tx, SEEDED_AT_KEY)) !== undefined) {
      return { seeded: false, reason: 'already-seeded' } as const;
    }
    for (const step of steps) {
      await step.run(tx);
    }
    await setMeta(tx, SEEDED_AT_KEY, new Date().toISOString());
    await setMeta(tx, SEED_VERSION_KEY, SEED_VERSION);
    return { seeded: true, steps: steps.map((step) => step.name) } as const;
  });
};
