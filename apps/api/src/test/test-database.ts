/**
 * A fresh database per call, holding what the test asks for: in-memory PGlite loaded from a dumped
 * snapshot, or on PostgreSQL (DATABASE_URL) a throw-away copy of a template database.
 */
import { randomBytes } from 'node:crypto';
import { MEMORY_DATABASE } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadPgliteSnapshot } from './pglite-snapshot.ts';
import { databaseUrl, ensurePostgresTemplate, withAdmin } from './postgres-snapshot.ts';
import { EMPTY } from './snapshot-contents.ts';
import type { DatabaseContents } from './snapshot-key.ts';

export type TestDatabase = {
  database: Database;
  /** Set on PostgreSQL: the URL of the throw-away database. */
  databaseUrl: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
};

const openPostgresTestDatabase = async (serverUrl: string, contents: DatabaseContents) => {
  const template = contents.migrated ? await ensurePostgresTemplate(serverUrl, contents) : undefined;
  const name = `baraka_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: MEMORY_DATABASE });
  return {
    database,
    databaseUrl: url,
    drop: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
};

/** Opens a database holding `contents` (by default a bare one, with no schema). */
export const openTestDatabase = async (
  contents: DatabaseContents = EMPTY,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestDatabase> => {
  const serverUrl = env.DATABASE_URL;
  if (serverUrl) {
    return openPostgresTestDatabase(serverUrl, contents);
  }
  const database = await openDatabase({
    pgliteDir: MEMORY_DATABASE,
    pgliteTemplate: await loadPgliteSnapshot(contents),
  });
  return { database, databaseUrl: undefined, drop: () => database.close() };
};
