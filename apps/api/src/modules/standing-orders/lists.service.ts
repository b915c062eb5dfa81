/** displayPermanentTransferListByCustomer: the standing orders of the accounts the user may see, with their runs. */
import type { PermanentTransferFilter, PermanentTransferInfo } from '@baraka/contracts';
import {
  addDays,
  findNextStandingOrderRun,
  type StandingOrderFrequency,
  toCalendarDate,
} from '@baraka/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts, standingOrderRuns, standingOrders } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { visibleAccountsCondition } from '../accounts/index.ts';
import { loadBankCalendar } from '../transfers/index.ts';

type OrderRow = typeof standingOrders.$inferSelect;
type RunRow = typeof standingOrderRuns.$inferSelect;

function toPermanentInfo(
  order: OrderRow,
  ribSender: string,
  runs: RunRow[],
  next: string | null,
): PermanentTransferInfo {
  return {
    id: order.id,
    ribSender,
    ribReceiver: order.payeeRib,
    debitAccountId: order.debitAccountId,
    transferType: 'PERMANENT_TRANSFER',
    kind: order.kind as PermanentTransferInfo['kind'],
    frequency: order.frequency as PermanentTransferInfo['frequency'],
    firstExecutionDate: order.firstExecutionDate,
    lastExecutionDate: order.lastExecutionDate,
    nextExecutionDate: next,
    amount: toDecimal(order.amountMinor, order.currency),
    currencyReceiver: order.currency,
    currencySender: order.currency,
    reason: order.reason,
    status: order.status as PermanentTransferInfo['status'],
    rawStatus: order.status === 'ACTIVE' ? 'MAT' : null,
    beneficiary: { id: order.beneficiaryId, nickName: order.payeeName },
    payee: {
      name: order.payeeName,
      rib: order.payeeRib,
      iban: null,
      bic: null,
      country: null,
      bankCode: order.payeeRib.slice(0, 2),
      beneficiaryId: order.beneficiaryId,
      accountId: order.kind === 'OWN_ACCOUNT' ? order.creditAccountId : null,
    },
    createdDate: order.createdAt.toISOString(),
    vendorPermanentTransferInfos: runs.map((run) => ({
      periodKey: run.periodKey,
      dueDate: run.dueDate,
      transferId: run.transferId,
      status: run.status as 'EXECUTED' | 'REJECTED',
      executedAt: run.executedAt.toISOString(),
    })),
  };
}

export async function listStandingOrders(
  db: AppDb,
  auth: AuthContext,
  filter: PermanentTransferFilter,
  now: Date,
): Promise<PermanentTransferInfo[]> {
  const accounts = await db
    .select({ id: ledgerAccounts.id, rib: ledgerAccounts.rib })
    .from(ledgerAccounts)
    .where(visibleAccountsCondition(db, auth));
  if (filter.accountId && !accounts.some((account) => account.id === filter.accountId)) {
    throw new AppError('NOT_FOUND', { message: 'No such account' });
  }
  const ids = filter.accountId ? [filter.accountId] : accounts.map((account) => account.id);
  if (ids.length === 0) {
    return [];
  }
  const orders = await db
    .select()
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.customerId, auth.record.customer.id),
        inArray(standingOrders.debitAccountId, ids),
        filter.status === 'ALL' ? undefined : eq(standingOrders.status, filter.status),
      ),
    )
    .orderBy(desc(standingOrders.createdAt));
  const runs = orders.length
    ? await db
        .select()
        .from(standingOrderRuns)
        .where(
          inArray(
            standingOrderRuns.orderId,
            orders.map((order) => order.id),
          ),
        )
        .orderBy(desc(standingOrderRuns.dueDate))
    : [];
  const today = toCalendarDate(now);
  const { holidays } = await loadBankCalendar(db, today);
  const ribs = new Map(accounts.map((account) => [account.id, account.rib]));
  return orders.map((order) => {
    const done = runs.filter((run) => run.orderId === order.id);
    const schedule = { ...order, frequency: order.frequency as StandingOrderFrequency };
    let next = order.status === 'ACTIVE' ? findNextStandingOrderRun(schedule, today, holidays) : null;
    if (next && done.some((run) => run.periodKey === next?.periodKey)) {
      next = findNextStandingOrderRun(schedule, addDays(next.dueDate, 1), holidays);
    }
    return toPermanentInfo(order, ribs.get(order.debitAccountId) ?? '', done, next?.dueDate ?? null);
  });
}
