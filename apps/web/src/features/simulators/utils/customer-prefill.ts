/**
 * What a signed-in customer's own data says of a financing simulator's figures: the monthly
 * instalments of the financings still running (the "other instalments" the debt ratio adds) and the
 * monthly income given in the latest financing request. Only figures the data really gives are set;
 * the simulator keeps its defaults for the rest and clamps what it sets to its bounds.
 */
import type { FinancingSummary } from '@baraka/contracts/financing/schemas';
import type { ProcessView } from '@baraka/contracts/processes/schemas';

export type CustomerPrefill = Partial<Record<'netSalary' | 'otherFinancing', number>>;

const toNumber = (decimal: string | undefined): number | null => {
  const value = Number(decimal);
  return decimal !== undefined && decimal.trim() !== '' && Number.isFinite(value) ? value : null;
};

export function toCustomerPrefill(
  financings: readonly FinancingSummary[],
  requests: readonly ProcessView[],
): CustomerPrefill {
  const prefill: CustomerPrefill = {};
  const running = financings.filter((loan) => loan.status === 'IN_PROGRESS' && loan.currency === 'TND');
  if (running.length > 0) {
    // Summed in millimes: the instalments are decimal text with three decimals.
    const millimes = running.reduce(
      (sum, loan) => sum + Math.round((toNumber(loan.installmentAmount) ?? 0) * 1000),
      0,
    );
    prefill.otherFinancing = millimes / 1000;
  }
  // The list is newest first.
  const latest = requests.find((request) => request.processName === 'FINANCING_REQUEST');
  const income = toNumber(latest?.variables.monthlyIncome);
  if (income !== null && income > 0) {
    prefill.netSalary = income;
  }
  return prefill;
}
