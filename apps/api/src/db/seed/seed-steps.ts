/** The ordered demo-data steps run into an empty database; each business area appends its own. */

import { seedIdentity } from '../../modules/identity/identity.seed.ts';
import { seedSimulators } from '../../modules/simulators/simulators.seed.ts';
import type { AppTx } from '../client.ts';
import { seedCatalogue } from './catalogue/index.ts';
import { seedContent } from './content/index.ts';
import { seedCurrencyRates } from './currencies/currency-rates.ts';
import { seedLocator } from './locator/index.ts';

export type SeedStep = {
  /** Shown in the start-up log. */
  name: string;
  run(tx: AppTx): Promise<void>;
};

/**
 * Bump when the demo data changes in a way an existing installation should know about; the value
 * is recorded beside the seed marker.
 */
export const SEED_VERSION = '1';

// Areas add `{ name: 'accounts', run: seedAccounts }` here, in dependency order (customers before accounts).
export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'identity', run: seedIdentity },
  seedCurrencyRates,
  seedCatalogue,
  seedContent,
  seedLocator,
  { name: 'simulators', run: seedSimulators },
];
