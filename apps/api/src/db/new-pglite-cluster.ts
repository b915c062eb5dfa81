/**
 * Makes a new embedded database folder, migrated, in a process of its own (see
 * pglite-new-folder.ts): the cluster is made and migrated in memory, checkpointed, then written to
 * `<folder>` with Node's own file calls. Arguments: the folder to write, which must not exist yet.
 */
import { mkdirSync } from 'node:fs';
import { MEMORY_DATABASE } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { extractClusterDump } from './pglite-tar.ts';

const makeMigratedCluster = async (folder: string): Promise<void> => {
  const database = await openDatabase({ pgliteDir: MEMORY_DATABASE });
  if (database.driver !== 'pglite') {
    throw new Error('a new embedded database needs PGlite');
  }
  try {
    await runMigrations(database);
    await database.client.exec('checkpoint');
    const dump = await database.client.dumpDataDir('none');
    mkdirSync(folder);
    extractClusterDump(new Uint8Array(await dump.arrayBuffer()), folder);
  } finally {
    await database.close();
  }
};

const folder = process.argv[2];
if (!folder) {
  throw new Error('usage: new-pglite-cluster <folder>');
}
await makeMigratedCluster(folder);
