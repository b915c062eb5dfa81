/** The rates board the bank publishes: buy and sell in dinars for `unit` units of each currency. */
import type { LocalizedText, QuotedCurrency } from '@baraka/contracts';
import { currencyRates } from '../../schema/index.ts';
import type { SeedStep } from '../seed-steps.ts';

type RateRow = { isoCode: QuotedCurrency; unit: number; buy: string; sell: string; name: LocalizedText };

const RATES: readonly RateRow[] = [
  { isoCode: 'EUR', unit: 1, buy: '3.3560', sell: '3.4540', name: { fr: 'Euro', en: 'Euro', ar: 'يورو' } },
  {
    isoCode: 'USD',
    unit: 1,
    buy: '2.8640',
    sell: '2.9480',
    name: { fr: 'Dollar américain', en: 'US Dollar', ar: 'دولار أمريكي' },
  },
  {
    isoCode: 'GBP',
    unit: 1,
    buy: '3.8490',
    sell: '3.9610',
    name: { fr: 'Livre sterling', en: 'Pound Sterling', ar: 'جنيه إسترليني' },
  },
  {
    isoCode: 'CHF',
    unit: 1,
    buy: '3.5780',
    sell: '3.6820',
    name: { fr: 'Franc suisse', en: 'Swiss Franc', ar: 'فرنك سويسري' },
  },
  {
    isoCode: 'CAD',
    unit: 1,
    buy: '2.0710',
    sell: '2.1350',
    name: { fr: 'Dollar canadien', en: 'Canadian Dollar', ar: 'دولار كندي' },
  },
  {
    isoCode: 'JPY',
    unit: 1000,
    buy: '18.9400',
    sell: '19.5000',
    name: { fr: 'Yen japonais', en: 'Japanese Yen', ar: 'ين ياباني' },
  },
  {
    isoCode: 'CNY',
    unit: 100,
    buy: '39.8500',
    sell: '41.2500',
    name: { fr: 'Yuan chinois', en: 'Chinese Yuan', ar: 'يوان صيني' },
  },
  {
    isoCode: 'DKK',
    unit: 10,
    buy: '4.4920',
    sell: '4.6220',
    name: { fr: 'Couronne danoise', en: 'Danish Krone', ar: 'كرونة دنماركية' },
  },
  {
    isoCode: 'NOK',
    unit: 10,
    buy: '2.8110',
    sell: '2.8930',
    name: { fr: 'Couronne norvégienne', en: 'Norwegian Krone', ar: 'كرونة نرويجية' },
  },
  {
    isoCode: 'SEK',
    unit: 10,
    buy: '3.0580',
    sell: '3.1480',
    name: { fr: 'Couronne suédoise', en: 'Swedish Krona', ar: 'كرونة سويدية' },
  },
  {
    isoCode: 'SAR',
    unit: 10,
    buy: '7.6200',
    sell: '7.8420',
    name: { fr: 'Riyal saoudien', en: 'Saudi Riyal', ar: 'ريال سعودي' },
  },
  {
    isoCode: 'AED',
    unit: 1,
    buy: '0.7810',
    sell: '0.8050',
    name: { fr: 'Dirham des Émirats arabes unis', en: 'UAE Dirham', ar: 'درهم إماراتي' },
  },
  {
    isoCode: 'QAR',
    unit: 1,
    buy: '0.7850',
    sell: '0.8080',
    name: { fr: 'Riyal qatari', en: 'Qatari Riyal', ar: 'ريال قطري' },
  },
  {
    isoCode: 'KWD',
    unit: 1,
    buy: '9.3310',
    sell: '9.6030',
    name: { fr: 'Dinar koweïtien', en: 'Kuwaiti Dinar', ar: 'دينار كويتي' },
  },
  {
    isoCode: 'BHD',
    unit: 1,
    buy: '7.6120',
    sell: '7.8330',
    name: { fr: 'Dinar bahreïni', en: 'Bahraini Dinar', ar: 'دينار بحريني' },
  },
  {
    isoCode: 'LYD',
    unit: 1,
    buy: '0.5180',
    sell: '0.5460',
    name: { fr: 'Dinar libyen', en: 'Libyan Dinar', ar: 'دينار ليبي' },
  },
];

export const seedCurrencyRates: SeedStep = {
  name: 'currency rates',
  run: async (tx) => {
    await tx.insert(currencyRates).values(
      RATES.map((rate, index) => ({
        isoCode: rate.isoCode,
        buyRate: rate.buy,
        sellRate: rate.sell,
        unit: rate.unit,
        currencyName: rate.name,
        displayOrder: index + 1,
      })),
    );
  },
};
