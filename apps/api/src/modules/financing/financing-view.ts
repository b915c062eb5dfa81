/** Financings as the contracts describe them: the summary, the details and the funding schedule. */
import type {
  AmortizationScheduleRow,
  FinancingDetails,
  FinancingSummary,
  FundingSchedule,
} from '@baraka/contracts';
import { FINANCING_PRODUCTS, isFinancingProductCode } from '@baraka/domain';
import { toDecimal } from '../../lib/amounts.ts';
import type { FinancingLineRow, FinancingParts } from './financing.queries.ts';

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

const LOAN_TYPES = { HOME: 'home', CAR: 'car', EXPRESS: 'express', COMPANY: 'company' } as const;

function productOf(code: string) {
  if (!isFinancingProductCode(code)) {
    throw new Error(`Unknown financing product ${code}`);
  }
  return FINANCING_PRODUCTS[code];
}

const formatRate = (basisPoints: number) => (basisPoints / 100).toFixed(2);

export function describeFinancing(
  parts: FinancingParts,
  lines: readonly FinancingLineRow[],
): FinancingSummary {
  const { financing, contract } = parts;
  const product = productOf(financing.productCode);
  const money = (minor: bigint) => toDecimal(minor, financing.currency);
  const paid = lines.filter((line) => line.state === 'PAID');
  const unpaid = lines.filter((line) => line.state === 'UNPAID');
  const next = lines.find((line) => line.state !== 'PAID');
  const profit = sum(lines.map((line) => line.profitMinor));
  const remaining = sum(lines.map((line) => line.principalMinor - line.paidPrincipalMinor));
  const owedOf = (line: FinancingLineRow) =>
    line.principalMinor - line.paidPrincipalMinor + line.profitMinor - line.paidProfitMinor;
  return {
    loanId: financing.id,
    loanType: LOAN_TYPES[product.family],
    loanTypeCode: financing.productCode,
    contractType: contract.contractType,
    loanCategory: product.category,
    contractNumber: contract.contractNumber,
    currency: financing.currency,
    originalAmount: money(financing.financedMinor),
    remainingCapital: money(remaining),
    availableAmount: money(0n),
    annualProfitRate: formatRate(financing.rateBasisPoints),
    totalProfit: money(profit),
    // The contract's price less any profit waived by an early repayment.
    salePrice: money(financing.financedMinor + profit),
    installmentAmount: money(financing.instalmentMinor),
    nextTermAmount: next ? money(owedOf(next)) : null,
    nextTermDate: next?.dueDate ?? null,
    firstTermDate: lines[0]?.dueDate ?? financing.firstDueDate,
    lastTermDate: lines.at(-1)?.dueDate ?? financing.firstDueDate,
    establishmentDate: financing.establishmentDate,
    paidTerms: paid.length,
    totalTerms: lines.length,
    unpaidAmount: money(sum(unpaid.map(owedOf))),
    unpaidTerms: unpaid.length,
    status: financing.status,
  };
}

export function describeFinancingDetails(
  parts: FinancingParts,
  lines: readonly FinancingLineRow[],
): FinancingDetails {
  const money = (minor: bigint) => toDecimal(minor, parts.financing.currency);
  const summary = describeFinancing(parts, lines);
  return {
    ...summary,
    refundAccountId: parts.account.id,
    refundAccountNumber: parts.account.accountNumber,
    nextPaymentDate: summary.nextTermDate,
    amortizationSchedules: lines.map((line) => ({
      id: line.id,
      number: line.number,
      date: line.dueDate,
      principal: money(line.principalMinor),
      interestPayed: money(line.profitMinor),
      repayment: money(line.instalmentMinor),
      startingBalance: money(line.balanceBeforeMinor),
      newBalance: money(line.balanceAfterMinor),
      status: line.state === 'PAID' ? 'COMPLETED' : 'IN_PROGRESS',
      state: line.state,
    })),
  };
}

export function describeSchedule(parts: FinancingParts, lines: readonly FinancingLineRow[]): FundingSchedule {
  const currency = parts.financing.currency;
  const money = (minor: bigint) => toDecimal(minor, currency);
  const rows = lines.map((line): AmortizationScheduleRow => {
    const isUnpaid = line.state === 'UNPAID';
    const impaidPrincipal = isUnpaid ? line.principalMinor - line.paidPrincipalMinor : 0n;
    const impaidProfit = isUnpaid ? line.profitMinor - line.paidProfitMinor : 0n;
    return {
      number: line.number,
      date: line.dueDate,
      principal: money(line.principalMinor),
      profit: money(line.profitMinor),
      totalCommitment: money(line.instalmentMinor),
      currency,
      impaidPrincipal: money(impaidPrincipal),
      impaidProfit: money(impaidProfit),
      impaidAmount: money(impaidPrincipal + impaidProfit),
      reimbAmount: money(line.paidPrincipalMinor + line.paidProfitMinor),
      principalRimb: money(line.paidPrincipalMinor),
      reimProfit: money(line.paidProfitMinor),
      balanceAfter: money(line.balanceAfterMinor),
      state: line.state,
      paidOn: line.paidOn,
      reference: line.principalReference,
    };
  });
  return {
    loanId: parts.financing.id,
    currency,
    totalProfit: money(sum(lines.map((line) => line.profitMinor))),
    amortizationScheduleList: rows,
  };
}
