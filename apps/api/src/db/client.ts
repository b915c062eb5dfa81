/** Opens the database: embedded PGlite by default, PostgreSQL through a pool when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { MEMORY_DATABASE } from '../config.ts';
import { PostgresPool } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

export type DbSchema = typeof schema;

/** What `db.execute()` answers on both drivers (PGlite's Results and pg's QueryResult both carry rows). */
// An interface, not a type: drizzle's higher-kinded result types are written with `this`.
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<TRow> = { rows: TRow[] };

/** The drizzle database every query function takes; a transaction is one too. */
export type AppDb = PgDatabase<AppQueryResultHKT, DbSchema>;
export type AppTx = PgTransaction<AppQueryResultHKT, DbSchema, ExtractTablesWithRelations<DbSchema>>;

export type SqlResult = { rows: unknown[] };

type DatabaseBase = {
  db: AppDb;
  /** Round-trip time of `select 1`, in milliseconds. */
  ping(): Promise<number>;
  /** Raw SQL for pg-boss; text without values may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
};
export type PgliteDatabase = DatabaseBase & { driver: 'pglite'; client: PGlite };
export type PostgresDatabase = DatabaseBase & { driver: 'postgres'; client: pg.Pool; url: string };
export type Database = PgliteDatabase | PostgresDatabase;
export type DatabaseDriver = Database['driver'];

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database, or MEMORY_DATABASE. */
  pgliteDir: string;
  /** A dumped empty PGlite cluster to start from instead of running initdb (tests: ~1.4 s saved). */
  pgliteTemplate?: Uint8Array;
  /** Errors of idle pooled connections; without a listener they would crash the process. */
  onError?: (error: Error) => void;
};

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

const measure = async (query: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await query();
  return Math.round((performance.now() - started) * 100) / 100;
};

const onceOnly = (close: () => Promise<void>): (() => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
};

type PgliteArtifacts = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
/** The platform's WebAssembly compiler (Node's lib types do not declare it). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteArtifacts['pgliteWasmModule']> };

/**
 * PGlite's WebAssembly, compiled once per process, and its file-system bundle, read once: every
 * instance after the first (a test file's database, say) starts without paying them again.
 */
let pgliteArtifacts: Promise<PgliteArtifacts> | undefined;
const loadPgliteArtifacts = (): Promise<PgliteArtifacts> => {
  pgliteArtifacts ??= (async () => {
    const distDir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (name: string) => readFile(path.join(distDir, name));
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      read('pglite.wasm').then((bytes) => WebAssembly.compile(bytes)),
      read('initdb.wasm').then((bytes) => WebAssembly.compile(bytes)),
      read('pglite.data').then((bytes) => new Blob([bytes])),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return pgliteArtifacts;
};

/**
 * A dumped cluster as PGlite reads it (it only calls `arrayBuffer()`), without Node 20's Blob, which
 * copies a 40 MB dump in small chunks on every read.
 */
const asDataDir = (bytes: Uint8Array): Blob =>
  ({
    type: 'application/x-tar',
    size: bytes.byteLength,
    arrayBuffer: async () => bytes.slice().buffer,
  }) as unknown as Blob;

const openPglite = async (dir: string, template: Uint8Array | undefined): Promise<PgliteDatabase> => {
  const isMemory = dir === MEMORY_DATABASE;
  if (!isMemory) {
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(await loadPgliteArtifacts()),
    // An in-memory database (a test's) holds a few megabytes: 16 MB of shared buffers instead of
    // 128 MB start it about 0.3 s of CPU sooner.
    startParams: isMemory ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] : undefined,
    dataDir: isMemory ? undefined : dir,
    loadDataDir: template && asDataDir(template),
  });
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite({ client, ...DRIZZLE_OPTIONS }),
    ping: () => measure(() => client.query('select 1')),
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        return client.query(text, values);
      }
      // PGlite's extended protocol takes one statement; pg-boss sends several at once without values.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: onceOnly(() => client.close()),
  };
};

const openPostgres = (url: string, onError: (error: Error) => void): PostgresDatabase => {
  const client = new PostgresPool({ connectionString: url, application_name: 'baraka-api' });
  client.on('error', onError);
  return {
    driver: 'postgres',
    client,
    url,
    db: drizzleNodePg({ client, ...DRIZZLE_OPTIONS }),
    ping: () => measure(() => client.query('select 1')),
    executeSql: (text, values) => client.query(text, values),
    close: onceOnly(() => client.end()),
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onError ?? (() => {}))
    : openPglite(options.pgliteDir, options.pgliteTemplate);
