/**
 * Prepared template databases on a PostgreSQL server: made once, then each test file's database is a
 * `CREATE DATABASE … TEMPLATE` copy of one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATABASE } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fillDatabase } from './snapshot-contents.ts';
import {
  type DatabaseContents,
  isFromAnotherDay,
  snapshotKeyOfSources,
  todayForSnapshots,
} from './snapshot-key.ts';

const TEMPLATE_PREFIX = 'baraka_snapshot_';
// Builders of one server take turns; any constant will do.
const TEMPLATE_LOCK_KEY = 7_340_613;

export const withAdmin = async <T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const exists = async (admin: pg.Client, name: string): Promise<boolean> =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

const build = async (admin: pg.Client, serverUrl: string, name: string, contents: DatabaseContents) => {
  const building = `${name}_building_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${building}`);
  try {
    const database = await openDatabase({
      databaseUrl: databaseUrl(serverUrl, building),
      pgliteDir: MEMORY_DATABASE,
    });
    try {
      await fillDatabase(database, contents);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  } catch (error) {
    await admin.query(`drop database if exists ${building} with (force)`);
    throw error;
  }
};

/** The name of the template database holding `contents`, made on first use. */
export const ensurePostgresTemplate = async (
  serverUrl: string,
  contents: DatabaseContents,
  today = todayForSnapshots(),
): Promise<string> => {
  const key = snapshotKeyOfSources(contents, 'postgres', today);
  const name = `${TEMPLATE_PREFIX}${key}`;
  await withTemplateLock(serverUrl, async (admin) => {
    if (!(await exists(admin, name))) {
      await build(admin, serverUrl, name, contents);
    }
  });
  return name;
};

const withTemplateLock = (serverUrl: string, work: (admin: pg.Client) => Promise<void>) =>
  withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      await work(admin);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });

/** Drops the templates made for earlier days, and builds a killed run left half-made. */
export const prunePostgresTemplates = (serverUrl: string, today = todayForSnapshots()) =>
  withTemplateLock(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      // Under the lock no build is under way: a database still called "building" was abandoned.
      if (isFromAnotherDay(datname, today) || datname.includes('_building_')) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
    }
  });
