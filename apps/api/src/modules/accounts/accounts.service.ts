/** Accounts of spec §7: lists, history, monthly balances, alert thresholds, debit/credit summaries. */

import type {
  Account,
  Language,
  MonthlyBalance,
  MovementSummary,
  TransactionHistoryRequest,
  TransactionPage,
  UpdateMinAndMaxAmountRequest,
} from '@baraka/contracts';
import { addMonths } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal, toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, noSuchAccount, visibleAccountsCondition } from './account-access.ts';
import { toAccount } from './account-mapper.ts';
import { assertPeriod, periodProblem, toMonthLabel } from './account-period.ts';
import { toPostingFilter, toTransaction } from './account-transactions.ts';
import {
  type AccountRow,
  findPostingPage,
  findVisiblePeriodPage,
  listAccounts,
  listCustomerAccounts,
  sumNotYetValueDated,
} from './accounts.queries.ts';
import { forgetBalanceAlertState } from './balance-alerts.service.ts';

/** What account answers depend on besides the accounts: the day, and the language names are in. */
export type AccountView = { today: string; language: Language };

async function toAccounts(db: AppDb, rows: AccountRow[], view: AccountView): Promise<Account[]> {
  const pending = await sumNotYetValueDated(
    db,
    rows.map((row) => row.id),
    view.today,
  );
  return rows.map((row) =>
    toAccount(row, { notYetValueDatedMinor: pending.get(row.id) ?? 0n }, view.language),
  );
}

export async function getAccounts(
  db: AppDb,
  auth: AuthContext,
  view: AccountView,
  accountType?: string,
): Promise<Account[]> {
  if (auth.record.user.isHolder && !accountType) {
    // The usual call: an account holder's accounts and their pending amounts in one prepared query.
    const rows = await listCustomerAccounts(db, auth.record.customer.id, view.today);
    return rows.map(({ notYetValueDatedMinor, ...row }) =>
      toAccount(row, { notYetValueDatedMinor }, view.language),
    );
  }
  return toAccounts(db, await listAccounts(db, visibleAccountsCondition(db, auth), accountType), view);
}

export async function getAccount(
  db: AppDb,
  auth: AuthContext,
  view: AccountView,
  accountId: string,
): Promise<Account> {
  const [account] = await toAccounts(db, [await getVisibleAccount(db, auth, accountId)], view);
  if (!account) {
    throw new AppError('NOT_FOUND');
  }
  return account;
}

/** A decimal string above zero, compared without floats. */
const isPositive = (amount: string): boolean => !amount.startsWith('-') && /[1-9]/.test(amount);

export type EligibilityPurpose = 'DEBIT' | 'CREDIT' | 'STATEMENT' | 'RIB';

/** Accounts an operation may use: active ones; a debit also needs something to spend. */
export async function getEligibleAccounts(
  db: AppDb,
  auth: AuthContext,
  view: AccountView,
  purpose: EligibilityPurpose,
): Promise<Account[]> {
  const accounts = await getAccounts(db, auth, view);
  const isEligible: Record<EligibilityPurpose, (account: Account) => boolean> = {
    DEBIT: (account) => account.state === 'ACTIVE' && isPositive(account.onlineActualBalance),
    CREDIT: (account) => account.state === 'ACTIVE',
    STATEMENT: (account) => account.eligibleAccountStatement,
    RIB: (account) => account.eligibleRib,
  };
  return accounts.filter(isEligible[purpose]);
}

/** Standing orders debit active dinar current or main accounts. */
export async function getPermanentEligibleAccounts(
  db: AppDb,
  auth: AuthContext,
  view: AccountView,
): Promise<Account[]> {
  const accounts = await getAccounts(db, auth, view);
  return accounts.filter((a) => a.state === 'ACTIVE' && a.currency === 'TND' && a.accountType !== 'SAVING');
}

const toFilterMinor = <T>(convert: () => T, field: string): T => {
  try {
    return convert();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new AppError(
        { code: 'InvalidNumber', http: 400 },
        { fieldErrors: [{ field, key: 'InvalidNumber' }] },
      );
    }
    throw error;
  }
};

export async function getTransactionHistory(
  db: AppDb,
  auth: AuthContext,
  request: TransactionHistoryRequest,
): Promise<TransactionPage> {
  const offset = request.page * request.size;
  const { rows, total } = isPlainPeriod(request)
    ? await plainPeriodPage(db, auth, request, offset)
    : await filteredPage(db, auth, request, offset);
  return {
    items: rows.map(toTransaction),
    page: request.page,
    size: request.size,
    total,
    hasMore: (request.page + 1) * request.size < total,
  };
}

/** The history's usual view: one account over a valid period, with no other filter. */
const isPlainPeriod = (request: TransactionHistoryRequest): boolean =>
  request.direction === 'ALL' &&
  request.minAmount === undefined &&
  request.maxAmount === undefined &&
  !request.search &&
  periodProblem(request.startDate, request.endDate) === undefined;

// The usual view is read in one statement with the account's visibility: it needs nothing of the
// account first (amount filters need its currency).
async function plainPeriodPage(
  db: AppDb,
  auth: AuthContext,
  request: TransactionHistoryRequest,
  offset: number,
) {
  const { user, customer } = auth.record;
  const reader = { customerId: customer.id, userId: user.id, isHolder: user.isHolder };
  const page = await findVisiblePeriodPage(db, reader, request, request.size, offset);
  if (!page) {
    throw noSuchAccount();
  }
  return page;
}

async function filteredPage(
  db: AppDb,
  auth: AuthContext,
  request: TransactionHistoryRequest,
  offset: number,
) {
  const account = await getVisibleAccount(db, auth, request.accountId);
  assertPeriod(request.startDate, request.endDate);
  const filter = toFilterMinor(() => toPostingFilter(request, account.currency), 'minAmount');
  return findPostingPage(db, filter, request.size, offset);
}

export async function updateMinAndMaxAmount(
  db: AppDb,
  auth: AuthContext,
  view: AccountView,
  request: UpdateMinAndMaxAmountRequest,
): Promise<Account> {
  const account = await getVisibleAccount(db, auth, request.accountId);
  const minor = (text: string | null, field: string) =>
    text === null ? null : toFilterMinor(() => toMinor(text.replace(',', '.'), account.currency), field);
  await db
    .update(ledgerAccounts)
    .set({
      alertMinMinor: minor(request.minAmount, 'minAmount'),
      alertMaxMinor: minor(request.maxAmount, 'maxAmount'),
    })
    .where(eq(ledgerAccounts.id, account.id));
  await forgetBalanceAlertState(db, account.id);
  return getAccount(db, auth, view, account.id);
}

/** End-of-month balances of the last `months` months, this month's being today's. */
export async function getMonthlyBalances(
  db: AppDb,
  auth: AuthContext,
  today: string,
  accountId: string,
  months: number,
): Promise<MonthlyBalance[]> {
  const account = await getVisibleAccount(db, auth, accountId);
  const first = `${addMonths(today, -(months - 1)).slice(0, 7)}-01`;
  const result = await db.execute<{ month: string; amount: string }>(sql`
    select to_char(m, 'YYYY-MM-DD') as month,
      coalesce((select p.balance_after_minor from postings p
        where p.account_id = ${account.id} and p.booking_date < (m + interval '1 month')::date
        order by p.booking_date desc, p.id desc limit 1), 0)::text as amount
    from generate_series(${first}::date, ${today}::date, interval '1 month') as m
    order by m`);
  return result.rows.map((row) => ({
    month: toMonthLabel(row.month),
    amount: toDecimal(BigInt(row.amount), account.currency),
  }));
}

/** Debits (D) or credits (C) of a period, in total and per month (secure/debit, secure/credit). */
export async function getMovementSummary(
  db: AppDb,
  auth: AuthContext,
  today: string,
  direction: 'C' | 'D',
  request: { accountId: string; startDate?: string | undefined; endDate?: string | undefined },
): Promise<MovementSummary> {
  const account = await getVisibleAccount(db, auth, request.accountId);
  const endDate = request.endDate ?? today;
  const startDate = request.startDate ?? `${addMonths(endDate, -11).slice(0, 7)}-01`;
  if (endDate < startDate) {
    throw new AppError(
      { code: 'periodReversed', http: 400 },
      { fieldErrors: [{ field: 'endDate', key: 'periodReversed' }] },
    );
  }
  const sign = direction === 'C' ? sql`> 0` : sql`< 0`;
  const result = await db.execute<{ month: string; total: string; count: number }>(sql`
    select to_char(booking_date, 'YYYY-MM-01') as month, sum(abs(amount_minor))::text as total, count(*)::int as count
    from postings where account_id = ${account.id} and booking_date between ${startDate} and ${endDate} and amount_minor ${sign}
    group by 1 order by 1`);
  const total = result.rows.reduce((acc, row) => acc + BigInt(row.total), 0n);
  return {
    direction,
    currency: account.currency,
    total: toDecimal(total, account.currency),
    count: result.rows.reduce((acc, row) => acc + Number(row.count), 0),
    byMonth: result.rows.map((row) => ({
      month: toMonthLabel(row.month),
      amount: toDecimal(BigInt(row.total), account.currency),
      count: Number(row.count),
    })),
  };
}
