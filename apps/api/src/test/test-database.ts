/** A fresh, empty database per call: in-memory PGlite, or a throw-away PostgreSQL database when DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATABASE } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadPgliteTemplate } from './pglite-template.ts';

export type TestDatabase = {
  database: Database;
  /** Set on PostgreSQL: the URL of the throw-away database. */
  databaseUrl: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
};

const withAdmin = async (serverUrl: string, statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const openPostgresTestDatabase = async (serverUrl: string): Promise<TestDatabase> => {
  const name = `baraka_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: MEMORY_DATABASE });
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      await database.close();
      await withAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};

export const openTestDatabase = async (env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase> => {
  const serverUrl = env.DATABASE_URL;
  if (serverUrl) {
    return openPostgresTestDatabase(serverUrl);
  }
  const database = await openDatabase({
    pgliteDir: MEMORY_DATABASE,
    pgliteTemplate: await loadPgliteTemplate(),
  });
  return { database, databaseUrl: undefined, drop: () => database.close() };
};
