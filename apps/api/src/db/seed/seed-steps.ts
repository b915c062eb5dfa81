/** The ordered demo-data steps run into an empty database; each business area appends its own. */

import { seedAccounts } from '../../modules/accounts/seed/accounts.seed.ts';
import { seedBeneficiaries } from '../../modules/beneficiaries/seed/beneficiaries.seed.ts';
import { seedInternationalBanks } from '../../modules/beneficiaries/seed/international-banks.seed.ts';
import { seedCards } from '../../modules/cards/seed/cards.seed.ts';
import { seedCheques } from '../../modules/cheques/seed/cheques.seed.ts';
import { seedContact } from '../../modules/contact/contact.seed.ts';
import { seedDynamicForms } from '../../modules/dynamic-forms/dynamic-forms.seed.ts';
import { seedFinancing } from '../../modules/financing/seed/financing.seed.ts';
import { seedIdentity } from '../../modules/identity/identity.seed.ts';
import { seedNotifications } from '../../modules/notifications/seed/notifications.seed.ts';
import { seedServiceRequests } from '../../modules/service-requests/service-requests.seed.ts';
import { seedSimulators } from '../../modules/simulators/simulators.seed.ts';
import { seedTradeEffects } from '../../modules/trade-effects/seed/trade-effects.seed.ts';
import { seedSessionPeriods } from '../../modules/transfers/seed/session-periods.seed.ts';
import { seedTransfers } from '../../modules/transfers/seed/transfers.seed.ts';
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
export const SEED_VERSION = '5';

// Areas add `{ name: 'accounts', run: seedAccounts }` here, in dependency order (customers before accounts).
export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'identity', run: seedIdentity },
  { name: 'accounts', run: seedAccounts },
  { name: 'beneficiaries', run: seedBeneficiaries },
  { name: 'international banks', run: seedInternationalBanks },
  seedCurrencyRates,
  { name: 'bank session calendar', run: (tx) => seedSessionPeriods(tx) },
  { name: 'transfers', run: seedTransfers },
  // After accounts: the cards carry the card payments the accounts' history booked.
  { name: 'cards', run: seedCards },
  // After accounts: the cheques tie to the cheque payments and remittances the history booked.
  { name: 'cheques', run: seedCheques },
  // After accounts: the paid effects are settlements the history booked.
  { name: 'trade effects', run: seedTradeEffects },
  // After accounts: the financings are matched with the instalments the accounts' history booked.
  { name: 'financing', run: seedFinancing },
  seedCatalogue,
  seedContent,
  seedLocator,
  { name: 'simulators', run: seedSimulators },
  { name: 'dynamic-forms', run: seedDynamicForms },
  // After identity and the locator: contact points name users and agencies.
  { name: 'contact', run: seedContact },
  { name: 'service-requests', run: seedServiceRequests },
  { name: 'notifications', run: seedNotifications },
];
