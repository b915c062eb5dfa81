/**
 * Starts the API: configuration, then the rest (start-api.ts), imported only once the embedded
 * database is being opened (and on a first start made, in a child process), so that opening it and
 * loading the API's modules overlap.
 */
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type PgliteDatabase } from './db/client.ts';
import { startMakingPgliteFolder } from './db/pglite-new-folder.ts';

const openEmbeddedDatabase = async (pgliteDir: string): Promise<PgliteDatabase> => {
  await startMakingPgliteFolder(pgliteDir);
  const database = await openDatabase({ pgliteDir });
  if (database.driver !== 'pglite') {
    throw new Error('expected the embedded database');
  }
  return database;
};

const main = async () => {
  const config = loadConfig();
  const embedded = config.databaseUrl ? undefined : openEmbeddedDatabase(config.pgliteDir);
  // Awaited once the API has loaded; a failure before then must not end the process unreported.
  embedded?.catch(() => undefined);
  const { startApi } = await import('./start-api.ts');
  await startApi(config, { embedded });
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
