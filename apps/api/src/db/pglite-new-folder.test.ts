/**
 * A first start makes its embedded database in a child process: the folder appears whole, migrated,
 * and opens as any earlier start's would; nothing is made for a folder that already holds files.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY_DATABASE } from '../config.ts';
import { openDatabase } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { startMakingPgliteFolder } from './pglite-new-folder.ts';

const parent = mkdtempSync(path.join(tmpdir(), 'baraka-new-folder-'));
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe('a first start’s embedded database', () => {
  afterAll(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('is made whole and migrated, then opens like any other', { timeout: 120_000 }, async () => {
    const dir = path.join(parent, 'var', 'pglite');
    await startMakingPgliteFolder(dir);

    expect(readdirSync(path.dirname(dir))).toEqual(['pglite']);
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const applied = await database.executeSql(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows).toEqual([{ count: journal.entries.length }]);
      const postings = await database.executeSql('select count(*)::int as count from postings');
      expect(postings.rows).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
    expect(startMakingPgliteFolder(dir)).toBeUndefined();
  });

  it('leaves a folder holding other files, and memory, to PGlite', () => {
    const dir = path.join(parent, 'other');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a database');
    expect(startMakingPgliteFolder(dir)).toBeUndefined();
    expect(startMakingPgliteFolder(MEMORY_DATABASE)).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});
