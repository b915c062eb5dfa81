/** Factors and formulas every financing simulator of the catalogue has in common. */
import type { CatalogueFactor, CatalogueFormula } from './catalogue-types.ts';

/** Rate tiers of spec §9: 9.5 under 10 years, 9.75 from 10, 10 from 15, 10.25 from 20 years. */
export const TIERED_RATE =
  '9.5 + 0.25 * (duration >= 10) + 0.25 * (duration >= 15) + 0.25 * (duration >= 20)';

/** The standard annuity: financed amount × r / (1 − (1 + r)^−n), r the monthly rate. */
export const ANNUITY = 'financedAmount * (rate / 1200) / (1 - (1 + rate / 1200) ^ (-durationMonths))';

export function createDurationFactor(
  factorOrder: number,
  maxYears: number,
  defaultYears: number,
): CatalogueFactor {
  return {
    type: 'INTERVAL',
    name: 'duration',
    unit: 'YEARS',
    hidden: false,
    factorOrder,
    startValue: '1',
    endValue: String(maxYears),
    interpolationStep: '1',
    defaultValue: String(defaultYears),
    label: { fr: 'Durée du financement', en: 'Financing term', ar: 'مدة التمويل' },
    description: null,
  };
}

/** Net salary and other instalments: what the repayment capacity is measured against. */
export function createIncomeFactors(firstOrder: number): CatalogueFactor[] {
  return [
    {
      type: 'INTERVAL',
      name: 'netSalary',
      unit: 'CCY',
      hidden: false,
      factorOrder: firstOrder,
      startValue: '400',
      endValue: '50000',
      interpolationStep: '10',
      defaultValue: '2500',
      label: { fr: 'Salaire net mensuel', en: 'Monthly net salary', ar: 'الأجر الشهري الصافي' },
      description: null,
    },
    {
      type: 'INTERVAL',
      name: 'otherFinancing',
      unit: 'CCY',
      hidden: false,
      factorOrder: firstOrder + 1,
      startValue: '0',
      endValue: '20000',
      interpolationStep: '10',
      defaultValue: '0',
      label: {
        fr: 'Autres échéances mensuelles',
        en: 'Other monthly instalments',
        ar: 'أقساط شهرية أخرى',
      },
      description: {
        fr: 'Ce que vous remboursez déjà chaque mois pour d’autres financements.',
        en: 'What you already repay each month for other financing.',
        ar: 'ما تسدده شهريًا لتمويلات أخرى.',
      },
    },
  ];
}

export function createRateFactor(factorOrder: number, value: string): CatalogueFactor {
  return {
    type: 'UNIQUE',
    name: 'rate',
    unit: 'PERCENT',
    hidden: false,
    factorOrder,
    value,
    label: { fr: 'Taux de profit annuel', en: 'Annual profit rate', ar: 'نسبة الربح السنوية' },
    description: null,
  };
}

/** Months, instalment and repayment capacity, after the product's own financed-amount formulas. */
export function createRepaymentFormulas(firstOrder: number): CatalogueFormula[] {
  return [
    {
      name: 'durationMonths',
      unit: 'MONTH',
      value: 'duration * 12',
      orderFormula: firstOrder,
      label: { fr: 'Nombre de mensualités', en: 'Number of instalments', ar: 'عدد الأقساط' },
    },
    {
      name: 'monthlyPayment',
      unit: 'CCY',
      value: ANNUITY,
      orderFormula: firstOrder + 1,
      label: { fr: 'Mensualité', en: 'Monthly instalment', ar: 'القسط الشهري' },
    },
    {
      name: 'repaymentCapacity',
      unit: 'PERCENT',
      value: '(otherFinancing + monthlyPayment) / netSalary * 100',
      orderFormula: firstOrder + 2,
      label: { fr: "Taux d'endettement", en: 'Debt-to-income ratio', ar: 'نسبة التداين' },
    },
  ];
}
