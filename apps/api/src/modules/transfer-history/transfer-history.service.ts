/**
 * The history list: transfers grouped per debited account with the spec's filter. A user sees the
 * transfers of the accounts they may see, of the types their role lets them view.
 */
import {
  type AccountTransfers,
  type Language,
  TRANSFER_STATUS_GROUPS,
  type TransferListFilter,
} from '@baraka/contracts';
import { addDays, fromTunisTime, maskAccountNumber } from '@baraka/domain';
import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts, transfers } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import {
  getVisibleAccount,
  nameAccount,
  type VisibleAccount,
  visibleAccountsCondition,
} from '../accounts/index.ts';
import {
  countTransfers,
  fieldError,
  findTransferPage,
  toTransferInfo,
  visibleTransfersCondition,
} from '../transfers/index.ts';

const statusesOf = (status: TransferListFilter['status']): readonly string[] | null => {
  if (status === 'ALL') {
    return null;
  }
  return status === 'TREATED' || status === 'IN_PROGRESS' ? TRANSFER_STATUS_GROUPS[status] : [status];
};

const amountBound = (text: string | undefined, currency: string, field: string): bigint | undefined =>
  text === undefined ? undefined : parseAmountField(text, currency, field);

function filterCondition(filter: TransferListFilter, account: VisibleAccount): SQL | undefined {
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    throw fieldError('endDate', 'periodReversed');
  }
  const statuses = statusesOf(filter.status);
  const min = amountBound(filter.minAmount, account.currency, 'minAmount');
  const max = amountBound(filter.maxAmount, account.currency, 'maxAmount');
  return and(
    eq(transfers.debitAccountId, account.id),
    statuses ? inArray(transfers.status, [...statuses]) : undefined,
    filter.operationType === 'ALL' ? undefined : eq(transfers.type, filter.operationType),
    min === undefined ? undefined : gte(transfers.debitAmountMinor, min),
    max === undefined ? undefined : lte(transfers.debitAmountMinor, max),
    filter.startDate ? gte(transfers.createdAt, fromTunisTime(filter.startDate, 0)) : undefined,
    filter.endDate ? lt(transfers.createdAt, fromTunisTime(addDays(filter.endDate, 1), 0)) : undefined,
  );
}

export async function listTransfersByAccount(
  db: AppDb,
  auth: AuthContext,
  filter: TransferListFilter,
  language: Language,
): Promise<AccountTransfers[]> {
  const accounts = filter.accountId
    ? [await getVisibleAccount(db, auth, filter.accountId)]
    : await db
        .select()
        .from(ledgerAccounts)
        .where(visibleAccountsCondition(db, auth))
        .orderBy(ledgerAccounts.openDate);
  const visible = visibleTransfersCondition(db, auth);
  const groups: AccountTransfers[] = [];
  for (const account of accounts) {
    const where = and(visible, filterCondition(filter, account));
    const { count, totalMinor } = await countTransfers(db, where);
    if (count === 0 && !filter.accountId) {
      continue;
    }
    const rows = await findTransferPage(db, where, filter.size, filter.page * filter.size);
    groups.push({
      accountId: account.id,
      accountNumber: maskAccountNumber(account.accountNumber),
      title: nameAccount(account, language),
      currency: account.currency,
      list: rows.map((row) => toTransferInfo(row, language)),
      total: count,
      totalTrx: rows.length,
      totalAmount: toDecimal(totalMinor, account.currency),
    });
  }
  return groups;
}
