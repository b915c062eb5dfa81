/** The savings simulator of spec §9: deposits rewarded monthly at a hidden yearly rate of 5 %. */
import type { CatalogueFactor, CatalogueProduct } from './catalogue-types.ts';

const deposit = (
  name: string,
  factorOrder: number,
  bounds: [number, number, number],
  label: CatalogueFactor['label'],
): CatalogueFactor => ({
  type: 'INTERVAL',
  name,
  unit: 'CCY',
  hidden: false,
  factorOrder,
  startValue: String(bounds[0]),
  endValue: String(bounds[1]),
  interpolationStep: '10',
  defaultValue: String(bounds[2]),
  label,
  description: null,
});

/** Worth after `duration` months: the initial deposit compounded, plus monthly deposits made at each month's end. */
const FINAL_AMOUNT =
  'initialDeposit * (1 + rate / 1200) ^ duration + monthlyDeposit * ((1 + rate / 1200) ^ duration - 1) / (rate / 1200)';

const savingsPlan: CatalogueProduct = {
  kind: 'SAVINGS',
  name: 'savings-plan',
  categoryName: 'savings',
  segment: 'RETAIL',
  label: { fr: 'Plan d’épargne', en: 'Savings plan', ar: 'مخطط الادخار' },
  description: {
    fr: 'Un dépôt de départ puis des versements chaque mois, rémunérés mois après mois.',
    en: 'A first deposit then monthly deposits, rewarded month after month.',
    ar: 'إيداع أولي ثم دفعات شهرية تُجازى شهرًا بعد شهر.',
  },
  factors: [
    deposit('initialDeposit', 1, [10, 10_000, 1_000], {
      fr: 'Dépôt initial',
      en: 'Initial deposit',
      ar: 'الإيداع الأولي',
    }),
    deposit('monthlyDeposit', 2, [50, 5_000, 200], {
      fr: 'Versement mensuel',
      en: 'Monthly deposit',
      ar: 'الدفعة الشهرية',
    }),
    {
      type: 'INTERVAL',
      name: 'duration',
      unit: 'MONTH',
      hidden: false,
      factorOrder: 3,
      startValue: '3',
      endValue: '60',
      interpolationStep: '1',
      defaultValue: '24',
      label: { fr: 'Durée de l’épargne', en: 'Savings period', ar: 'مدة الادخار' },
      description: null,
    },
    {
      // Spec §9 gives the rate as 0.05 a year; formulas speak percent, like the loan rates.
      type: 'UNIQUE',
      name: 'rate',
      unit: 'PERCENT',
      hidden: true,
      factorOrder: 4,
      value: '5',
      label: { fr: 'Taux de rendement annuel', en: 'Annual rate of return', ar: 'نسبة العائد السنوية' },
      description: null,
    },
  ],
  formulas: [
    {
      name: 'totalDeposits',
      unit: 'CCY',
      value: 'initialDeposit + monthlyDeposit * duration',
      orderFormula: 1,
      label: { fr: 'Total de vos versements', en: 'Total of your deposits', ar: 'مجموع إيداعاتك' },
    },
    {
      name: 'finalAmount',
      unit: 'CCY',
      value: FINAL_AMOUNT,
      orderFormula: 2,
      label: { fr: 'Épargne constituée', en: 'Savings built up', ar: 'الادخار المتكوّن' },
    },
    {
      name: 'gains',
      unit: 'CCY',
      value: 'finalAmount - totalDeposits',
      orderFormula: 3,
      label: { fr: 'Gains', en: 'Gains', ar: 'الأرباح' },
    },
  ],
};

export const SAVINGS_PRODUCTS: readonly CatalogueProduct[] = [savingsPlan];
