/**
 * The demo customers' financings (embedded default only), placed relative to the seed's today:
 * Amina's home financing half repaid, Leila's car financing and an express one with its latest
 * instalment unpaid, Société Nour's export financing. Their payouts and repayments inside the
 * accounts' twelve months of history are written by the accounts seed from these same plans
 * (listFinancingMovements), so the schedules and the account histories agree.
 */
import {
  addMonths,
  FINANCING_PRODUCTS,
  type FinancingPlan,
  type FinancingProductCode,
  payoutLabel,
  planFinancing,
  principalLabel,
  profitLabel,
} from '@baraka/domain';

export type SeededFinancing = {
  customerNumber: string;
  productCode: FinancingProductCode;
  financedTnd: number;
  months: number;
  /** How many months ago the first instalment fell due (the 5th of that month). */
  firstDueMonthsAgo: number;
  contractNumber: string;
  assetDescription: string;
  /** Lines left unpaid: their repayment is not in the account's history. */
  unpaidLines?: readonly number[];
};

export const SEEDED_FINANCINGS: readonly SeededFinancing[] = [
  {
    customerNumber: '10000001',
    productCode: 'HOME_MURABAHA',
    financedTnd: 40_000,
    months: 120,
    firstDueMonthsAgo: 59,
    contractNumber: 'MRB-HAB-0041207',
    assetDescription: 'Appartement S+2, résidence Les Jasmins, El Menzah 6',
  },
  {
    customerNumber: '10000003',
    productCode: 'CAR_MURABAHA',
    financedTnd: 45_000,
    months: 60,
    firstDueMonthsAgo: 19,
    contractNumber: 'MRB-AUTO-0052318',
    assetDescription: 'Véhicule Kia Sportage 1.6, neuf',
  },
  {
    customerNumber: '10000003',
    productCode: 'GOODS_MURABAHA',
    financedTnd: 8_000,
    months: 24,
    firstDueMonthsAgo: 5,
    contractNumber: 'MRB-EXP-0067740',
    assetDescription: 'Équipement électroménager et mobilier',
    unpaidLines: [5],
  },
  {
    customerNumber: '20000001',
    productCode: 'EXPORT_FINANCING',
    financedTnd: 120_000,
    months: 12,
    firstDueMonthsAgo: 3,
    contractNumber: 'MRB-EXPT-0071102',
    assetDescription: 'Préfinancement export : 80 % de 150 000 TND de commandes, Marseille Fret',
  },
];

/** The first day of the accounts' history: twelve complete months before the current one. */
export const historyStartOf = (today: string) => addMonths(`${today.slice(0, 7)}-01`, -12);

/** Instalments fall on the 5th; the first one a month after the payout. */
export function placeFinancing(financing: SeededFinancing, today: string) {
  const firstDueDate = addMonths(`${today.slice(0, 7)}-05`, -financing.firstDueMonthsAgo);
  const establishmentDate = addMonths(firstDueDate, -1);
  const plan: FinancingPlan = planFinancing({
    financedMillimes: BigInt(financing.financedTnd) * 1000n,
    annualRatePercent: FINANCING_PRODUCTS[financing.productCode].annualRatePercent,
    months: financing.months,
    firstDueDate,
  });
  return { firstDueDate, establishmentDate, plan };
}

export type FinancingMovement = {
  date: string;
  kind: 'FINANCING_PRINCIPAL_REPAYMENT' | 'PROFIT_INSTALMENT_REPAYMENT' | 'TRANSFER_RECEIVED';
  /** Whole units with decimals; negative for a repayment. */
  amount: number;
  label: string;
  counterpart: 'FINANCING' | 'PROFIT';
};

const toUnits = (millimes: bigint) => Number(millimes) / 1000;

/** A customer's payouts and repayments between two dates, for the main account's history. */
export function listFinancingMovements(
  customerNumber: string,
  startDate: string,
  today: string,
): FinancingMovement[] {
  const movements: FinancingMovement[] = [];
  for (const financing of SEEDED_FINANCINGS.filter((item) => item.customerNumber === customerNumber)) {
    const { establishmentDate, plan } = placeFinancing(financing, today);
    if (establishmentDate >= startDate) {
      movements.push({
        date: establishmentDate,
        kind: 'TRANSFER_RECEIVED',
        amount: financing.financedTnd,
        label: payoutLabel(financing.contractNumber),
        counterpart: 'FINANCING',
      });
    }
    for (const line of plan.lines) {
      if (line.dueDate < startDate || line.dueDate > today || financing.unpaidLines?.includes(line.number)) {
        continue;
      }
      movements.push({
        date: line.dueDate,
        kind: 'FINANCING_PRINCIPAL_REPAYMENT',
        amount: -toUnits(line.principal),
        label: principalLabel(financing.contractNumber, line.number),
        counterpart: 'FINANCING',
      });
      movements.push({
        date: line.dueDate,
        kind: 'PROFIT_INSTALMENT_REPAYMENT',
        amount: -toUnits(line.profit),
        label: profitLabel(financing.contractNumber, line.number),
        counterpart: 'PROFIT',
      });
    }
  }
  return movements;
}
