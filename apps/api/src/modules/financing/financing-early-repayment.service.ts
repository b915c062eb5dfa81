/**
 * Early repayment of a financing (spec §1): the customer repays the remaining principal now from
 * the refund account. Instalments already due are taken in full (principal and profit); of those to
 * come only the principal is owed, their profit is waived. A quote first; then, confirmed by a code
 * through the transfers' quote / confirm flow (idempotent, refusals stored under the key), one
 * transaction books it, replaces the lines to come by one paid line, and closes the financing.
 */
import type { EarlyRepaymentQuote, EarlyRepaymentReceipt } from '@baraka/contracts';
import { FINANCING_ERROR_CODES } from '@baraka/contracts';
import { earlyRepaymentLabel, toCalendarDate } from '@baraka/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { financingLines, financings, ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type FinancingLineRow, type FinancingParts, getVisibleFinancing } from './financing.queries.ts';
import { bookRepayment } from './financing-repayments.service.ts';

export const EARLY_REPAYMENT_ACTION = {
  fr: 'le remboursement anticipé de votre financement',
  en: 'repaying your financing early',
  ar: 'السداد المسبق لتمويلك',
};

type Split = {
  due: FinancingLineRow[];
  toCome: FinancingLineRow[];
  dueMinor: bigint;
  principalMinor: bigint;
  waivedMinor: bigint;
};

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

function splitLines(lines: readonly FinancingLineRow[], today: string): Split {
  const open = lines.filter((line) => line.state !== 'PAID');
  const due = open.filter((line) => line.dueDate <= today);
  const toCome = open.filter((line) => line.dueDate > today);
  return {
    due,
    toCome,
    dueMinor: sum(due.map((line) => line.instalmentMinor - line.paidPrincipalMinor - line.paidProfitMinor)),
    principalMinor: sum(toCome.map((line) => line.principalMinor)),
    waivedMinor: sum(toCome.map((line) => line.profitMinor)),
  };
}

const linesOf = (db: AppDb, financingId: string) =>
  db
    .select()
    .from(financingLines)
    .where(eq(financingLines.financingId, financingId))
    .orderBy(asc(financingLines.number));

async function availableOf(db: AppDb, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({
      balance: ledgerAccounts.balanceMinor,
      held: ledgerAccounts.heldMinor,
      overdraft: ledgerAccounts.overdraftLimitMinor,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row ? row.balance - row.held + (row.overdraft ?? 0n) : 0n;
}

function describeQuote(
  parts: FinancingParts,
  split: Split,
  available: bigint,
  today: string,
): EarlyRepaymentQuote {
  const currency = parts.financing.currency;
  const money = (minor: bigint) => toDecimal(minor, currency);
  const total = split.dueMinor + split.principalMinor;
  return {
    loanId: parts.financing.id,
    currency,
    remainingPrincipal: money(split.principalMinor),
    unpaidAmount: money(split.dueMinor),
    profitWaived: money(split.waivedMinor),
    total: money(total),
    refundAccountId: parts.account.id,
    refundAccountNumber: parts.account.accountNumber,
    availableBalance: money(available),
    isAffordable: available >= total,
    quotedOn: today,
  };
}

function assertOpen(parts: FinancingParts, split: Split) {
  if (parts.financing.status !== 'IN_PROGRESS' || split.due.length + split.toCome.length === 0) {
    throw new AppError(FINANCING_ERROR_CODES.CLOSED, { message: 'This financing is repaid already' });
  }
}

export async function quoteEarlyRepayment(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
  now: Date,
): Promise<EarlyRepaymentQuote> {
  const parts = await getVisibleFinancing(db, auth, loanId);
  const today = toCalendarDate(now);
  const split = splitLines(await linesOf(db, loanId), today);
  assertOpen(parts, split);
  return describeQuote(parts, split, await availableOf(db, parts.account.id), today);
}

async function bookEarlyRepayment(
  tx: AppTx,
  parts: FinancingParts,
  today: string,
  now: Date,
): Promise<EarlyRepaymentReceipt> {
  const { financing, contract } = parts;
  // The lines first, then the financing: the same order as the daily run, so neither waits on the other in a cycle.
  const lines = await tx
    .select()
    .from(financingLines)
    .where(eq(financingLines.financingId, financing.id))
    .orderBy(asc(financingLines.number))
    .for('update');
  const [locked] = await tx.select().from(financings).where(eq(financings.id, financing.id)).for('update');
  const split = splitLines(lines, today);
  assertOpen({ ...parts, financing: locked ?? financing }, split);
  let reference = '';
  for (const line of split.due) {
    reference = await bookRepayment(tx, financing, contract.contractNumber, line, today);
  }
  const [first] = split.toCome;
  if (first) {
    const label = earlyRepaymentLabel(contract.contractNumber);
    const posted = await postEntry(tx, {
      kind: 'FINANCING_PRINCIPAL_REPAYMENT',
      description: label,
      bookingDate: today,
      metadata: { financingId: financing.id, earlyRepayment: 'true' },
      postings: [
        {
          accountId: financing.refundAccountId,
          amountMinor: -split.principalMinor,
          currency: financing.currency,
          kind: 'FINANCING_PRINCIPAL_REPAYMENT',
          label,
        },
        {
          accountId: await getBankAccountId(tx, 'FINANCING', financing.currency),
          amountMinor: split.principalMinor,
          currency: financing.currency,
          kind: 'FINANCING_PRINCIPAL_REPAYMENT',
          label,
        },
      ],
    });
    reference = posted.reference;
    // The lines to come become one line, repaid today, with no profit.
    await tx
      .delete(financingLines)
      .where(and(eq(financingLines.financingId, financing.id), gt(financingLines.number, first.number - 1)));
    await tx.insert(financingLines).values({
      financingId: financing.id,
      number: first.number,
      dueDate: today,
      balanceBeforeMinor: first.balanceBeforeMinor,
      balanceAfterMinor: 0n,
      principalMinor: split.principalMinor,
      profitMinor: 0n,
      instalmentMinor: split.principalMinor,
      state: 'PAID',
      paidPrincipalMinor: split.principalMinor,
      paidProfitMinor: 0n,
      paidOn: today,
      principalReference: posted.reference,
      lastAttemptOn: today,
    });
  }
  await tx
    .update(financings)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(eq(financings.id, financing.id));
  return {
    loanId: financing.id,
    reference,
    amount: toDecimal(split.dueMinor + split.principalMinor, financing.currency),
    currency: financing.currency,
    bookingDate: today,
    status: 'COMPLETED',
  };
}

export type PreparedEarlyRepayment = {
  binding: Record<string, string>;
  amountText: string;
  payeeText: string;
  quote: EarlyRepaymentQuote;
  book: (tx: AppTx) => Promise<EarlyRepaymentReceipt>;
};

/** Checks and prices the repayment (read through `db`, the claiming transaction when confirming). */
export async function prepareEarlyRepayment(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
  now: Date,
): Promise<PreparedEarlyRepayment> {
  const quote = await quoteEarlyRepayment(db, auth, loanId, now);
  const parts = await getVisibleFinancing(db, auth, loanId);
  return {
    binding: { type: 'FINANCING_EARLY_REPAYMENT', loanId, total: quote.total, currency: quote.currency },
    amountText: `${quote.total} ${quote.currency}`,
    payeeText: parts.contract.contractNumber,
    quote,
    book: (tx) => bookEarlyRepayment(tx, parts, toCalendarDate(now), now),
  };
}
