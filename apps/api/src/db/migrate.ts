/** Applies the drizzle-kit migrations of src/db/migrations; safe to run on every start. */
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { API_SOURCE_DIR } from '../config.ts';
import type { Database, PostgresDatabase } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(API_SOURCE_DIR, 'db/migrations');

// Any constant will do: it only has to be the same for every replica of the API.
const MIGRATION_LOCK_KEY = 7_340_611;

/** Replicas starting together take turns: the first migrates, the others find nothing to do. */
const migratePostgres = async (database: PostgresDatabase): Promise<void> => {
  const connection = await database.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    const isUnlocked = await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    // A connection that may still hold the lock must not go back to the pool.
    connection.release(!isUnlocked);
  }
};

export const runMigrations = async (database: Database): Promise<void> => {
  if (database.driver === 'postgres') {
    await migratePostgres(database);
    return;
  }
  await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: MIGRATIONS_FOLDER });
};
