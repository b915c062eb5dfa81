/** Reading cheques: the list with its filters (spec §9 two-month window) and one visible cheque. */
import type { Cheque, ChequeListRequest } from '@baraka/contracts';
import { ACCOUNT_FILTER_WINDOW_MONTHS } from '@baraka/contracts';
import { addMonths, maskAccountNumber } from '@baraka/domain';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { cheques, ledgerAccounts } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';
import { fieldError } from './cheque-errors.ts';

export type ChequeRow = typeof cheques.$inferSelect;

export const toCheque = (row: ChequeRow, accountNumber: string): Cheque => ({
  id: row.id,
  reference: row.reference,
  checkNumber: row.checkNumber,
  amount: toDecimal(row.amountMinor, row.currency),
  currency: row.currency,
  accountId: row.accountId,
  debitAccount: maskAccountNumber(accountNumber),
  creditAccountRib: row.counterpartyRib,
  counterparty: row.counterparty,
  issueDate: row.issueDate,
  valueDate: row.valueDate,
  expectedDate: row.expectedDate,
  type: row.type,
  status: row.status,
  rejectionReason: row.rejectionReason,
  entryReference: row.entryReference,
});

export async function listCheques(
  db: AppDb,
  auth: AuthContext,
  filter: ChequeListRequest,
): Promise<Cheque[]> {
  if (
    filter.startDate &&
    filter.endDate &&
    filter.endDate > addMonths(filter.startDate, ACCOUNT_FILTER_WINDOW_MONTHS)
  ) {
    throw fieldError('endDate', 'maxDate');
  }
  const currency = filter.accountId ? (await getVisibleAccount(db, auth, filter.accountId)).currency : 'TND';
  const minMinor =
    filter.minAmount === undefined ? undefined : parseAmountField(filter.minAmount, currency, 'minAmount');
  const maxMinor =
    filter.maxAmount === undefined ? undefined : parseAmountField(filter.maxAmount, currency, 'maxAmount');
  if (minMinor !== undefined && maxMinor !== undefined && maxMinor < minMinor) {
    throw fieldError('maxAmount', 'min');
  }
  const rows = await db
    .select({ cheque: cheques, accountNumber: ledgerAccounts.accountNumber })
    .from(cheques)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cheques.accountId))
    .where(
      and(
        visibleAccountsCondition(db, auth),
        eq(cheques.type, filter.type),
        filter.accountId ? eq(cheques.accountId, filter.accountId) : undefined,
        filter.status === 'ALL' ? undefined : eq(cheques.status, filter.status),
        filter.startDate ? gte(cheques.issueDate, filter.startDate) : undefined,
        filter.endDate ? lte(cheques.issueDate, filter.endDate) : undefined,
        minMinor === undefined ? undefined : gte(cheques.amountMinor, minMinor),
        maxMinor === undefined ? undefined : lte(cheques.amountMinor, maxMinor),
      ),
    )
    .orderBy(desc(cheques.issueDate), desc(cheques.presentedAt))
    .limit(500);
  return rows.map((row) => toCheque(row.cheque, row.accountNumber));
}

/** One cheque on an account the user sees, with that account, or 404. */
export async function getVisibleCheque(db: AppDb, auth: AuthContext, chequeId: string) {
  const [row] = await db
    .select({ cheque: cheques, account: ledgerAccounts })
    .from(cheques)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cheques.accountId))
    .where(and(eq(cheques.id, chequeId), visibleAccountsCondition(db, auth)));
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such cheque' });
  }
  return row;
}
