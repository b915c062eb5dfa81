/**
 * Account documents (spec §7): monthly statements available, statement of a month or of a
 * filtered period, receipt of one operation and the RIB/IBAN certificate, rendered as PDF.
 */
import type { Language, MonthlyStatement, TransactionFilter } from '@baraka/contracts';
import {
  addDays,
  addMonths,
  getMinorDigits,
  isCurrencyCode,
  isOperationKind,
  ribToIban,
} from '@baraka/domain';
import { sql } from 'drizzle-orm';
import { type PdfAccount, renderPdf } from '../../adapters/pdf/index.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { RenderedPdf } from '../../plugins/pdf-answer.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, type VisibleAccount } from './account-access.ts';
import { ACCOUNT_TYPE_LABELS, BANK_IDENTITY, OPERATION_KIND_LABELS } from './account-labels.ts';
import { assertPeriod, monthRange, toMonthLabel } from './account-period.ts';
import { nameAccount } from './account-products.ts';
import { toPostingFilter } from './account-transactions.ts';
import { balanceAt, findPosting, findPostings, type PostingFilter } from './accounts.queries.ts';

export type ReportContext = { db: AppDb; auth: AuthContext; language: Language; today: string; now: Date };

const STATEMENT_MONTHS = 12;

/** The account as the documents head it: holder, identifiers, type in the document's language. */
export function toPdfAccount(account: VisibleAccount, auth: AuthContext, language: Language): PdfAccount {
  const type = (account.accountType ?? 'CURRENT') as keyof typeof ACCOUNT_TYPE_LABELS;
  return {
    holderName: auth.record.customer.name,
    accountNumber: account.accountNumber,
    rib: account.rib,
    iban: ribToIban(account.rib),
    currency: account.currency,
    minorDigits: isCurrencyCode(account.currency) ? getMinorDigits(account.currency) : 3,
    typeLabel: `${ACCOUNT_TYPE_LABELS[type][language]} — ${nameAccount(account, language)}`,
    branchName: account.branchName,
    branchCode: account.branchCode,
    openDate: account.openDate,
  };
}

/** Complete months since the account opened, at most the last twelve, newest first. */
export async function listMonthlyStatements(
  ctx: ReportContext,
  accountId: string,
): Promise<MonthlyStatement[]> {
  const account = await getVisibleAccount(ctx.db, ctx.auth, accountId);
  const thisMonth = `${ctx.today.slice(0, 7)}-01`;
  const opened = `${account.openDate.slice(0, 7)}-01`;
  const first = [addMonths(thisMonth, -STATEMENT_MONTHS), opened].sort().at(-1) ?? opened;
  const counts = await ctx.db.execute<{ month: string; count: number }>(sql`
    select to_char(booking_date, 'YYYY-MM-01') as month, count(*)::int as count from postings
    where account_id = ${account.id} and booking_date >= ${first}::date and booking_date < ${thisMonth}::date
    group by 1`);
  const byMonth = new Map(counts.rows.map((row) => [row.month, Number(row.count)]));
  const months: MonthlyStatement[] = [];
  for (let month = addMonths(thisMonth, -1); month >= first; month = addMonths(month, -1)) {
    const range = monthRange(toMonthLabel(month));
    months.push({ month: toMonthLabel(month), ...range, operationCount: byMonth.get(month) ?? 0 });
  }
  return months;
}

async function renderStatement(
  ctx: ReportContext,
  account: VisibleAccount,
  filter: PostingFilter,
  name: string,
) {
  const operations = await findPostings(ctx.db, filter);
  const [opening, closing] = await Promise.all([
    balanceAt(ctx.db, account.id, addDays(filter.startDate, -1)),
    balanceAt(ctx.db, account.id, filter.endDate),
  ]);
  const pdf = await renderPdf('accountStatement', {
    language: ctx.language,
    bank: BANK_IDENTITY,
    account: toPdfAccount(account, ctx.auth, ctx.language),
    period: { from: filter.startDate, to: filter.endDate },
    openingBalanceMinor: opening,
    closingBalanceMinor: closing,
    operations: operations.reverse().map((row) => ({
      bookingDate: row.bookingDate,
      valueDate: row.valueDate,
      label: row.label,
      reference: row.reference,
      amountMinor: row.amountMinor,
    })),
    generatedAt: ctx.now,
  });
  return { fileName: `${name}.pdf`, pdf };
}

export async function renderMonthlyStatement(
  ctx: ReportContext,
  accountId: string,
  month: string,
): Promise<RenderedPdf> {
  const account = await getVisibleAccount(ctx.db, ctx.auth, accountId);
  const range = monthRange(month);
  if (range.endDate >= ctx.today || range.endDate < account.openDate) {
    throw new AppError('NOT_FOUND', { message: `No statement for ${month}` });
  }
  const filter: PostingFilter = { accountId, ...range, direction: 'ALL' };
  return renderStatement(
    ctx,
    account,
    filter,
    `releve-${account.accountNumber}-${range.startDate.slice(0, 7)}`,
  );
}

export async function renderFilteredStatement(
  ctx: ReportContext,
  request: TransactionFilter,
): Promise<RenderedPdf> {
  const account = await getVisibleAccount(ctx.db, ctx.auth, request.accountId);
  assertPeriod(request.startDate, request.endDate);
  const filter = toPostingFilter(request, account.currency);
  return renderStatement(
    ctx,
    account,
    filter,
    `releve-${account.accountNumber}-${request.startDate}-${request.endDate}`,
  );
}

export async function renderReceipt(
  ctx: ReportContext,
  accountId: string,
  transactionId: string,
): Promise<RenderedPdf> {
  const account = await getVisibleAccount(ctx.db, ctx.auth, accountId);
  const row = await findPosting(ctx.db, account.id, BigInt(transactionId));
  if (!row || !isOperationKind(row.kind)) {
    throw new AppError('NOT_FOUND', { message: 'No such operation on this account' });
  }
  const pdf = await renderPdf('operationReceipt', {
    language: ctx.language,
    bank: BANK_IDENTITY,
    account: toPdfAccount(account, ctx.auth, ctx.language),
    operation: {
      bookingDate: row.bookingDate,
      valueDate: row.valueDate,
      label: row.label,
      reference: row.reference,
      amountMinor: row.amountMinor,
      kindLabel: OPERATION_KIND_LABELS[row.kind][ctx.language],
      counterparty: row.counterparty ?? undefined,
      balanceAfterMinor: row.balanceAfterMinor,
    },
    generatedAt: ctx.now,
  });
  return { fileName: `avis-${row.reference}.pdf`, pdf };
}

export async function renderRib(ctx: ReportContext, accountId: string): Promise<RenderedPdf> {
  const account = await getVisibleAccount(ctx.db, ctx.auth, accountId);
  if (!account.eligibleRib) {
    throw new AppError('FORBIDDEN', { message: 'No RIB certificate for this account' });
  }
  const pdf = await renderPdf('ribCertificate', {
    language: ctx.language,
    bank: BANK_IDENTITY,
    account: toPdfAccount(account, ctx.auth, ctx.language),
    generatedAt: ctx.now,
  });
  return { fileName: `rib-${account.accountNumber}.pdf`, pdf };
}
