/** The four financing simulators of spec §9, as data. Amounts are in TND. */
import type {
  CatalogueFactor,
  CatalogueFormula,
  CatalogueProduct,
  LocalizedText,
} from './catalogue-types.ts';
import {
  createDurationFactor,
  createIncomeFactors,
  createRateFactor,
  createRepaymentFormulas,
  TIERED_RATE,
} from './shared-parts.ts';

function createAmountFactor(label: LocalizedText, min: number, max: number, step: number, initial: number) {
  return {
    type: 'INTERVAL',
    name: 'amount',
    unit: 'CCY',
    hidden: false,
    factorOrder: 1,
    startValue: String(min),
    endValue: String(max),
    interpolationStep: String(step),
    defaultValue: String(initial),
    label,
    description: null,
  } satisfies CatalogueFactor;
}

const WORKS_AMOUNT: LocalizedText = {
  fr: 'Montant des travaux',
  en: 'Cost of the works',
  ar: 'كلفة الأشغال',
};
const PROPERTY_PRICE: LocalizedText = { fr: 'Prix du logement', en: 'Property price', ar: 'ثمن المسكن' };

function createOwnContribution(startValue: string, endValue: string, defaultValue: string): CatalogueFactor {
  return {
    type: 'INTERVAL',
    name: 'ownContribution',
    unit: 'CCY',
    hidden: false,
    factorOrder: 2,
    startValue,
    endValue,
    interpolationStep: '100',
    defaultValue,
    label: { fr: 'Apport personnel', en: 'Own contribution', ar: 'المساهمة الذاتية' },
    description: null,
  };
}

const financedAmount = (value: string, orderFormula = 1): CatalogueFormula => ({
  name: 'financedAmount',
  unit: 'CCY',
  value,
  orderFormula,
  label: { fr: 'Montant financé', en: 'Financed amount', ar: 'المبلغ الممول' },
});

const tahsinMasken: CatalogueProduct = {
  kind: 'LOAN',
  name: 'tahsin-masken',
  categoryName: 'home_loan',
  segment: 'GUEST',
  label: { fr: 'Tahsin masken', en: 'Tahsin masken', ar: 'تحسين مسكن' },
  description: {
    fr: 'Le financement de vos travaux d’aménagement et d’amélioration de votre logement.',
    en: 'Financing for the improvement and renovation works of your home.',
    ar: 'تمويل أشغال تهيئة مسكنك وتحسينه.',
  },
  factors: [
    createAmountFactor(WORKS_AMOUNT, 5_000, 40_000, 500, 20_000),
    createDurationFactor(3, 5, 3),
    ...createIncomeFactors(4),
    createRateFactor(6, '11.25'),
    {
      type: 'UNIQUE',
      name: 'feesRate',
      unit: 'PERCENT',
      hidden: false,
      factorOrder: 7,
      value: '2',
      label: { fr: 'Frais de dossier', en: 'Arrangement fee', ar: 'مصاريف الملف' },
      description: null,
    },
  ],
  formulas: [
    financedAmount('amount'),
    ...createRepaymentFormulas(2),
    {
      name: 'fees',
      unit: 'CCY',
      value: 'financedAmount * feesRate / 100',
      orderFormula: 5,
      label: { fr: 'Montant des frais de dossier', en: 'Arrangement fee amount', ar: 'مبلغ مصاريف الملف' },
    },
  ],
};

const darAlbaraka: CatalogueProduct = {
  kind: 'LOAN',
  name: 'dar-albaraka',
  categoryName: 'home_loan',
  segment: 'GUEST',
  label: { fr: 'Dar albaraka', en: 'Dar albaraka', ar: 'دار البركة' },
  description: {
    fr: 'L’acquisition de votre logement, avec un apport personnel de 20 % à 90 % de son prix.',
    en: 'Buying your home, with your own contribution between 20% and 90% of its price.',
    ar: 'اقتناء مسكنك بمساهمة ذاتية تتراوح بين 20% و90% من ثمنه.',
  },
  factors: [
    createAmountFactor(PROPERTY_PRICE, 5_000, 1_000_000, 1_000, 200_000),
    createOwnContribution('0.2 * amount', '0.9 * amount', '0.2 * amount'),
    createDurationFactor(3, 25, 20),
    ...createIncomeFactors(4),
    createRateFactor(6, TIERED_RATE),
  ],
  formulas: [financedAmount('amount - ownContribution'), ...createRepaymentFormulas(2)],
};

const firstHome: CatalogueProduct = {
  kind: 'LOAN',
  name: 'first-home',
  categoryName: 'home_loan',
  segment: 'GUEST',
  label: { fr: 'Premier logement', en: 'First home', ar: 'المسكن الأول' },
  description: {
    fr: 'Votre premier logement : la Banque centrale apporte 20 % du prix, votre apport va jusqu’à 20 %.',
    en: 'Your first home: the central bank contributes 20% of the price, your own share goes up to 20%.',
    ar: 'مسكنك الأول: يساهم البنك المركزي بـ20% من الثمن وتصل مساهمتك الذاتية إلى 20%.',
  },
  factors: [
    createAmountFactor(PROPERTY_PRICE, 5_000, 220_000, 1_000, 150_000),
    createOwnContribution('0', '0.2 * amount', '0.1 * amount'),
    createDurationFactor(3, 25, 20),
    ...createIncomeFactors(4),
    createRateFactor(6, TIERED_RATE),
  ],
  formulas: [
    {
      name: 'centralBankContribution',
      unit: 'CCY',
      value: '0.2 * amount',
      orderFormula: 1,
      label: {
        fr: 'Contribution de la Banque centrale',
        en: 'Central bank contribution',
        ar: 'مساهمة البنك المركزي',
      },
    },
    financedAmount('amount - ownContribution - centralBankContribution', 2),
    ...createRepaymentFormulas(3),
  ],
};

const tahsinMaskenPlus: CatalogueProduct = {
  kind: 'LOAN',
  name: 'tahsin-masken-plus',
  categoryName: 'home_loan',
  segment: 'GUEST',
  label: { fr: 'Tahsin masken plus', en: 'Tahsin masken plus', ar: 'تحسين مسكن بلوس' },
  description: {
    fr: 'Le financement de travaux plus importants sur votre logement, jusqu’à 100 000 TND sur 20 ans.',
    en: 'Financing for larger works on your home, up to TND 100,000 over 20 years.',
    ar: 'تمويل الأشغال الكبرى في مسكنك حتى 100 ألف دينار على 20 سنة.',
  },
  factors: [
    createAmountFactor(WORKS_AMOUNT, 5_000, 100_000, 1_000, 50_000),
    createDurationFactor(3, 20, 10),
    ...createIncomeFactors(4),
    createRateFactor(6, '11.25'),
  ],
  formulas: [financedAmount('amount'), ...createRepaymentFormulas(2)],
};

export const LOAN_PRODUCTS: readonly CatalogueProduct[] = [
  tahsinMasken,
  darAlbaraka,
  firstHome,
  tahsinMaskenPlus,
];
