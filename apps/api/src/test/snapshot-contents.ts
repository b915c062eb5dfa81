/** Fills an open test database with the contents a snapshot stands for. */
import type { Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { SEED_STEPS, seedIfEmpty } from '../db/seed/index.ts';
import { loadIdpSecrets } from '../idp/idp-secrets.ts';
import type { DatabaseContents } from './snapshot-key.ts';

export const fillDatabase = async (database: Database, contents: DatabaseContents): Promise<void> => {
  if (!contents.migrated) {
    return;
  }
  await runMigrations(database);
  if (contents.seedSteps.length === 0) {
    return;
  }
  const unknown = contents.seedSteps.filter((name) => !SEED_STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(`no seed step named ${unknown.join(', ')}`);
  }
  const steps = SEED_STEPS.filter((step) => contents.seedSteps.includes(step.name));
  await seedIfEmpty(database.db, { nodeEnv: 'test', steps });
  // What the product's first start adds: the embedded provider's signing and cookie keys. Made
  // here once, each test database starts with them instead of generating an RSA key per app.
  await loadIdpSecrets(database.db, { jwks: undefined, cookieKeys: undefined });
};

/** No schema at all: a bare cluster. */
export const EMPTY: DatabaseContents = { migrated: false, seedSteps: [] };
/** The schema, and no data. */
export const MIGRATED: DatabaseContents = { migrated: true, seedSteps: [] };
/** Every seed step, as `npm start` runs them on an empty database, and the provider's keys. */
export const SEEDED: DatabaseContents = { migrated: true, seedSteps: SEED_STEPS.map((step) => step.name) };
