import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { pgliteSnapshotFile } from './pglite-snapshot.ts';
import { MIGRATED, SEEDED } from './snapshot-contents.ts';
import {
  hashSources,
  isFromAnotherDay,
  listSources,
  SNAPSHOT_SOURCE_ROOTS,
  type SnapshotKeyInput,
  snapshotKey,
  todayForSnapshots,
} from './snapshot-key.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'baraka-snapshot-key-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  writeFileSync(path.join(folder, name), text);
  return hashSources([folder]);
};

describe('the key of a test database snapshot', () => {
  it('changes when a migration, a seed source or the seed version changes, and only then', () => {
    const first = write('0001_accounts.sql', 'create table accounts (id int);');
    expect(hashSources([folder])).toBe(first);
    const migrationChanged = write('0001_accounts.sql', 'create table accounts (id bigint);');
    const seedAdded = write('accounts.seed.ts', 'export const rows = 3;');
    const seedChanged = write('accounts.seed.ts', 'export const rows = 4;');
    // A test file is not a source of the snapshot.
    expect(write('accounts.test.ts', 'it()')).toBe(seedChanged);
    expect(new Set([first, migrationChanged, seedAdded, seedChanged]).size).toBe(4);

    const input: SnapshotKeyInput = {
      contents: SEEDED,
      engine: 'pglite-0.5.16',
      sourceHash: first,
      today: '2026-11-27',
      seedVersion: '3',
    };
    const key = snapshotKey(input);
    expect(snapshotKey({ ...input })).toBe(key);
    for (const changed of [
      { sourceHash: migrationChanged },
      { seedVersion: '4' },
      { today: '2026-11-28' },
      { engine: 'pglite-0.5.17' },
      { contents: MIGRATED },
      { contents: { migrated: true, seedSteps: ['identity'] } },
    ]) {
      expect(snapshotKey({ ...input, ...changed })).not.toBe(key);
    }
  });

  it('names the day it was made for, so older days are pruned', () => {
    const key = snapshotKey({ contents: SEEDED, engine: 'postgres', sourceHash: 'x', today: '2026-11-27' });
    expect(key).toMatch(/^20261127_[0-9a-f]{16}$/);
    expect(isFromAnotherDay(`baraka_snapshot_${key}`, '2026-11-27')).toBe(false);
    expect(isFromAnotherDay(`baraka_snapshot_${key}`, '2026-11-28')).toBe(true);
  });

  it('is made from every migration and seed file of the repository', () => {
    const sources = SNAPSHOT_SOURCE_ROOTS.flatMap(listSources);
    const migrations = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(MIGRATIONS_FOLDER, name))
      .filter((file) => statSync(file).isFile());
    expect(migrations.length).toBeGreaterThan(15);
    const seeds = [
      fileURLToPath(new URL('../db/seed/seed-steps.ts', import.meta.url)),
      fileURLToPath(new URL('../modules/accounts/seed/accounts.seed.ts', import.meta.url)),
      fileURLToPath(new URL('../modules/identity/identity.seed.ts', import.meta.url)),
    ];
    for (const file of [...migrations, ...seeds]) {
      expect(sources).toContain(file);
    }
    expect(pgliteSnapshotFile(SEEDED)).not.toBe(pgliteSnapshotFile(MIGRATED));
  });
});

describe('todayForSnapshots', () => {
  it('names the day on the bank’s calendar, the one the seed writes, not UTC', () => {
    // 23:30 UTC on the 27th is already the 28th in Tunis.
    expect(todayForSnapshots(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(todayForSnapshots(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-27');
  });
});
