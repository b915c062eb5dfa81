import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { getMeta } from './app-meta.queries.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';
import { SEED_VERSION, SEED_VERSION_KEY, SEEDED_AT_KEY, type SeedStep, seedIfEmpty } from './seed/index.ts';

/** Every migration drizzle-kit generated, whichever areas added theirs. */
const countJournalEntries = (): number =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

describe('migrations and seed', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await openTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('creates the schema, and a second run changes nothing', async () => {
    const { database } = testDatabase;
    await runMigrations(database);
    await runMigrations(database);

    const applied = await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_name = 'app_meta'`,
    );
    expect(applied.rows).toEqual([{ count: countJournalEntries() }]);
    expect(tables.rows).toHaveLength(1);
  });

  it('seeds an empty database once, inside one transaction, and records the marker', async () => {
    const { db } = testDatabase.database;
    const runs: string[] = [];
    const steps: SeedStep[] = [
      { name: 'first', run: async () => void runs.push('first') },
      { name: 'second', run: async () => void runs.push('second') },
    ];

    expect(await seedIfEmpty(db, { nodeEnv: 'test', steps })).toEqual({
      seeded: true,
      steps: ['first', 'second'],
    });
    expect(await seedIfEmpty(db, { nodeEnv: 'test', steps })).toEqual({
      seeded: false,
      reason: 'already-seeded',
    });

    expect(runs).toEqual(['first', 'second']);
    expect(await getMeta(db, SEEDED_AT_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await getMeta(db, SEED_VERSION_KEY)).toBe(SEED_VERSION);
  });

  it('never seeds in production', async () => {
    const steps: SeedStep[] = [
      {
        name: 'forbidden',
        run: async () => {
          throw new Error('must not run');
        },
      },
    ];

    expect(await seedIfEmpty(testDatabase.database.db, { nodeEnv: 'production', steps })).toEqual({
      seeded: false,
      reason: 'production',
    });
  });
});
