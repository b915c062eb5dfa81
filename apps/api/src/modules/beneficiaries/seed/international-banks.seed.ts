/**
 * Foreign banks the bank lookup knows in the embedded default: a few of Al Baraka's correspondents
 * and the banks where Tunisians abroad most often keep their accounts. A deployment loads the
 * bank's own BIC directory instead.
 */
import type { AppTx } from '../../../db/client.ts';
import { internationalBanks } from '../../../db/schema/index.ts';

type BankSeed = typeof internationalBanks.$inferInsert;

export const INTERNATIONAL_BANKS: readonly BankSeed[] = [
  { bic: 'BNPAFRPP', name: 'BNP Paribas', street: '16 boulevard des Italiens', town: 'Paris', country: 'FR' },
  {
    bic: 'SOGEFRPP',
    name: 'Société Générale',
    street: '29 boulevard Haussmann',
    town: 'Paris',
    country: 'FR',
  },
  {
    bic: 'CRLYFRPP',
    name: 'LCL Crédit Lyonnais',
    street: '18 rue de la République',
    town: 'Lyon',
    country: 'FR',
  },
  {
    bic: 'AGRIFRPP',
    name: 'Crédit Agricole',
    street: '12 place des États-Unis',
    town: 'Montrouge',
    country: 'FR',
  },
  {
    bic: 'DEUTDEFF',
    name: 'Deutsche Bank',
    street: 'Taunusanlage 12',
    town: 'Frankfurt am Main',
    country: 'DE',
  },
  { bic: 'COBADEFF', name: 'Commerzbank', street: 'Kaiserplatz', town: 'Frankfurt am Main', country: 'DE' },
  { bic: 'UNCRITMM', name: 'UniCredit', street: 'Piazza Gae Aulenti 3', town: 'Milano', country: 'IT' },
  { bic: 'BCITITMM', name: 'Intesa Sanpaolo', street: 'Piazza San Carlo 156', town: 'Torino', country: 'IT' },
  { bic: 'BBVAESMM', name: 'BBVA', street: 'Calle Azul 4', town: 'Madrid', country: 'ES' },
  { bic: 'KREDBEBB', name: 'KBC Bank', street: 'Havenlaan 2', town: 'Bruxelles', country: 'BE' },
  { bic: 'INGBNL2A', name: 'ING Bank', street: 'Bijlmerdreef 106', town: 'Amsterdam', country: 'NL' },
  { bic: 'UBSWCHZH80A', name: 'UBS Switzerland', street: 'Bahnhofstrasse 45', town: 'Zürich', country: 'CH' },
  { bic: 'BARCGB22', name: 'Barclays Bank', street: '1 Churchill Place', town: 'London', country: 'GB' },
  { bic: 'CITIUS33', name: 'Citibank', street: '388 Greenwich Street', town: 'New York', country: 'US' },
  {
    bic: 'BTFHTRIS',
    name: 'Albaraka Türk Katılım Bankası',
    street: 'Saray Mahallesi, Dr. Adnan Büyükdeniz Caddesi 6',
    town: 'İstanbul',
    country: 'TR',
    isCorrespondent: true,
  },
  {
    bic: 'ABRKEGCA',
    name: 'Al Baraka Bank Egypt',
    street: '60 Mohie Elddin Abou El Ezz Street, Dokki',
    town: 'Giza',
    country: 'EG',
    isCorrespondent: true,
  },
  {
    bic: 'AIBBBHBM',
    name: 'Al Baraka Islamic Bank',
    street: 'Al Baraka Tower, Bahrain Bay',
    town: 'Manama',
    country: 'BH',
    isCorrespondent: true,
  },
  {
    bic: 'BCMAMAMC',
    name: 'Attijariwafa bank',
    street: '2 boulevard Moulay Youssef',
    town: 'Casablanca',
    country: 'MA',
  },
];

export const seedInternationalBanks = async (tx: AppTx): Promise<void> => {
  await tx.insert(internationalBanks).values([...INTERNATIONAL_BANKS]);
};
