/**
 * Starts the API: configuration, then the rest (start-api.ts), imported only once a first start's
 * embedded database is being made in a child process, so that making it and loading the API's
 * modules overlap.
 */
import { ConfigError, loadConfig } from './config.ts';
import { startMakingPgliteFolder } from './db/pglite-new-folder.ts';

const main = async () => {
  const config = loadConfig();
  const newPgliteFolder = config.databaseUrl ? undefined : startMakingPgliteFolder(config.pgliteDir);
  const { startApi } = await import('./start-api.ts');
  await startApi(config, { newPgliteFolder });
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
