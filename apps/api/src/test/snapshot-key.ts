/**
 * Names a prepared test database by everything that shapes it, so a changed migration, seed or
 * seed version can never reuse a stale snapshot.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCalendarDate } from '@baraka/domain';
import { SEED_VERSION } from '../db/seed/index.ts';

/** What a test database holds when a test opens it. */
export type DatabaseContents = {
  migrated: boolean;
  /** Names of the seed steps run after the migrations (none: an empty, migrated schema). */
  seedSteps: readonly string[];
};

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The seed reaches into every area (the ledger opens accounts, identity hashes passwords, the
 * calendars come from the domain package), so every source file that can run during a migration or a
 * seed counts: the API's sources, the domain rules and the contracts, tests left out.
 */
export const SNAPSHOT_SOURCE_ROOTS = ['apps/api/src', 'packages/domain/src', 'packages/contracts/src'].map(
  (root) => path.join(REPO_ROOT, root),
);

const isSource = (file: string) =>
  (file.endsWith('.ts') && !file.endsWith('.test.ts')) || file.endsWith('.sql') || file.endsWith('.json');

/** Every source file below a folder, in a stable order. */
export const listSources = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        return listSources(full);
      }
      return entry.isFile() && isSource(full) ? [full] : [];
    })
    .sort();

/** A hash of the names and contents of every source file below the roots. */
export const hashSources = (roots: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const root of roots) {
    for (const file of listSources(root)) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
};

export type SnapshotKeyInput = {
  contents: DatabaseContents;
  /** The database engine's version: a dump of one PGlite release is not another's. */
  engine: string;
  /** Hash of the migrations and seed sources (`hashSources`). */
  sourceHash: string;
  /** The seed writes history up to today: a snapshot of yesterday is not today's. */
  today: string;
  seedVersion?: string;
};

/** A short name, safe as a file or database name, that starts with the day (`20261127_…`). */
export const snapshotKey = ({
  contents,
  engine,
  sourceHash,
  today,
  seedVersion = SEED_VERSION,
}: SnapshotKeyInput): string => {
  const parts = contents.migrated
    ? [engine, sourceHash, seedVersion, today, contents.seedSteps.join(',')]
    : [engine];
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
  return `${today.replaceAll('-', '')}_${digest}`;
};

/**
 * The day a snapshot is made for, on the bank's calendar (Tunis), the one the seed writes its "today"
 * with; snapshots of other days are stale. (UTC kept a snapshot seeded before Tunis midnight in use
 * for the hour after it, when the tests' "today" was already the next day.)
 */
export const todayForSnapshots = (now = new Date()): string => toCalendarDate(now);

/** Whether a stored snapshot's name says it was made for another day. */
export const isFromAnotherDay = (name: string, today: string): boolean =>
  !name.includes(`${today.replaceAll('-', '')}_`);

/**
 * The sources' hash, read once per process: a test process never sees the sources change under it,
 * and reading a thousand files for every test database cost seconds per run.
 */
let sourceHashOfThisRun: string | undefined;
const hashSourcesOnce = (): string => {
  sourceHashOfThisRun ??= hashSources(SNAPSHOT_SOURCE_ROOTS);
  return sourceHashOfThisRun;
};

/** The key of `contents` on `engine` for the repository's sources as this process found them. */
export const snapshotKeyOfSources = (
  contents: DatabaseContents,
  engine: string,
  today = todayForSnapshots(),
): string =>
  snapshotKey({
    contents,
    engine,
    sourceHash: contents.migrated ? hashSourcesOnce() : '',
    today,
  });
