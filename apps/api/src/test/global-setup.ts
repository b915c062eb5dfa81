/**
 * Runs once before the API suite: makes the migrated and the seeded snapshots (or finds today's), so
 * the test files starting in parallel all copy them instead of each migrating and seeding.
 */
import { loadPgliteSnapshot, pgliteSnapshotFile, prunePgliteSnapshots } from './pglite-snapshot.ts';
import { ensurePostgresTemplate, prunePostgresTemplates } from './postgres-snapshot.ts';
import { EMPTY, MIGRATED, SEEDED } from './snapshot-contents.ts';

export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await prunePostgresTemplates(serverUrl);
    await ensurePostgresTemplate(serverUrl, MIGRATED);
    await ensurePostgresTemplate(serverUrl, SEEDED);
    return;
  }
  prunePgliteSnapshots([EMPTY, MIGRATED, SEEDED].map((contents) => pgliteSnapshotFile(contents)));
  await loadPgliteSnapshot(MIGRATED);
  await loadPgliteSnapshot(SEEDED);
}
