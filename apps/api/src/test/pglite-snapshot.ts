/** Prepared PGlite clusters dumped to a file once, so each test file opens one for the price of a copy. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEMORY_DATABASE } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { EMPTY, fillDatabase } from './snapshot-contents.ts';
import {
  type DatabaseContents,
  isFromAnotherDay,
  snapshotKeyOfSources,
  todayForSnapshots,
} from './snapshot-key.ts';

const SNAPSHOT_DIR = path.join(tmpdir(), 'baraka-test-snapshots');

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = createRequire(import.meta.url)(path.join(path.dirname(entry), '..', 'package.json'));
  return String(manifest.version);
};

/**
 * A test needs only the database it works in: the cluster's two template databases (two thirds of
 * its files) are dropped from the snapshots, so opening a copy writes a third of the files. Part of
 * the key, so a cluster made before this choice is never reused.
 */
const CLUSTER_LAYOUT = 'without-template-databases';
/** One statement each: `drop database` cannot run inside the transaction a statement list gets. */
const DROP_TEMPLATE_DATABASES = [
  'alter database template1 is_template false',
  'drop database template1',
  'alter database template0 is_template false',
  'drop database template0',
  'checkpoint',
];

export const pgliteSnapshotFile = (contents: DatabaseContents, today = todayForSnapshots()): string => {
  const key = snapshotKeyOfSources(contents, `pglite-${pgliteVersion()}-${CLUSTER_LAYOUT}`, today);
  return path.join(SNAPSHOT_DIR, `${key}.tar`);
};

const build = async (file: string, contents: DatabaseContents): Promise<Uint8Array> => {
  const base = contents.migrated ? await loadPgliteSnapshot(EMPTY) : undefined;
  const database = await openDatabase({ pgliteDir: MEMORY_DATABASE, pgliteTemplate: base });
  if (database.driver !== 'pglite') {
    throw new Error('a PGlite snapshot needs the embedded database');
  }
  try {
    if (!base) {
      for (const statement of DROP_TEMPLATE_DATABASES) {
        await database.client.exec(statement);
      }
    }
    await fillDatabase(database, contents);
    const dump = await database.client.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // Test files start in parallel: write aside, then rename, so nobody reads half a file.
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  } finally {
    await database.close();
  }
};

const loaded = new Map<string, Promise<Uint8Array>>();

/** The dumped cluster holding `contents`, made on first use and read from disk once per process. */
export const loadPgliteSnapshot = (contents: DatabaseContents): Promise<Uint8Array> => {
  const file = pgliteSnapshotFile(contents);
  let bytes = loaded.get(file);
  if (!bytes) {
    // Opening a snapshot marks it used, so a run of another checkout does not prune it.
    bytes = readFile(file)
      .then(async (read) => {
        await utimes(file, new Date(), new Date()).catch(() => undefined);
        return read;
      })
      .catch(() => build(file, contents));
    loaded.set(file, bytes);
  }
  return bytes;
};

/** A snapshot no run has opened for this long is one of sources since changed (about 40 MB each). */
const UNUSED_FOR_MS = 60 * 60 * 1000;

/**
 * Removes the snapshots made for earlier days, and today's that no run has opened for an hour (each
 * change of the sources makes new ones). `keep` names the files this run is about to open.
 */
export const prunePgliteSnapshots = (
  keep: readonly string[] = [],
  today = todayForSnapshots(),
  now = Date.now(),
): void => {
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const file = path.join(SNAPSHOT_DIR, name);
    if (keep.includes(file)) {
      continue;
    }
    const lastUsed = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now;
    const unused = now - lastUsed > UNUSED_FOR_MS;
    if (isFromAnotherDay(name, today) || unused) {
      rmSync(file, { force: true });
    }
  }
};
