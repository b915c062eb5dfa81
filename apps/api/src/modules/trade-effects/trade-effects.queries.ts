/** Reading trade effects: each list with its filters, deadlines coming soonest first, and one visible effect. */
import { ACCOUNT_FILTER_WINDOW_MONTHS, type TradeEffect, type TradeEffectsRequest } from '@baraka/contracts';
import { addMonths } from '@baraka/domain';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts, tradeEffects } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { fieldError } from '../../lib/form-rejection.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';

export type TradeEffectRow = typeof tradeEffects.$inferSelect;

export const toTradeEffect = (row: TradeEffectRow, accountRib: string): TradeEffect => ({
  id: row.id,
  reference: row.reference,
  direction: row.direction,
  effectNumber: row.effectNumber,
  amount: toDecimal(row.amountMinor, row.currency),
  currency: row.currency,
  accountId: row.accountId,
  debitAccountRib: row.direction === 'INWARD' ? accountRib : row.counterpartyRib,
  creditAccountRib: row.direction === 'INWARD' ? row.counterpartyRib : accountRib,
  nomTire: row.counterparty,
  typeEffet: 'CLEARING',
  issueDate: row.issueDate,
  deadlineDate: row.deadlineDate,
  valueDate: row.valueDate,
  rejectDate: row.rejectDate,
  rejectionReason: row.rejectionReason,
  status: row.status,
  entryReference: row.entryReference,
});

export async function listTradeEffects(
  db: AppDb,
  auth: AuthContext,
  direction: TradeEffect['direction'],
  filter: TradeEffectsRequest,
): Promise<TradeEffect[]> {
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
  const rows = await db
    .select({ effect: tradeEffects, rib: ledgerAccounts.rib })
    .from(tradeEffects)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, tradeEffects.accountId))
    .where(
      and(
        visibleAccountsCondition(db, auth),
        eq(tradeEffects.direction, direction),
        filter.accountId ? eq(tradeEffects.accountId, filter.accountId) : undefined,
        filter.status === 'ALL' ? undefined : eq(tradeEffects.status, filter.status),
        filter.startDate ? gte(tradeEffects.deadlineDate, filter.startDate) : undefined,
        filter.endDate ? lte(tradeEffects.deadlineDate, filter.endDate) : undefined,
        minMinor === undefined ? undefined : gte(tradeEffects.amountMinor, minMinor),
        maxMinor === undefined ? undefined : lte(tradeEffects.amountMinor, maxMinor),
      ),
    )
    // Those still to be settled first, the nearest deadline first; then the settled, newest first.
    .orderBy(
      sql`case when ${tradeEffects.status} = 'RECEIVED' then 0 else 1 end`,
      sql`case when ${tradeEffects.status} = 'RECEIVED' then ${tradeEffects.deadlineDate} end asc`,
      desc(tradeEffects.deadlineDate),
      asc(tradeEffects.reference),
    )
    .limit(500);
  return rows.map((row) => toTradeEffect(row.effect, row.rib));
}

export async function getVisibleTradeEffect(db: AppDb, auth: AuthContext, effectId: string) {
  const [row] = await db
    .select({ effect: tradeEffects, account: ledgerAccounts })
    .from(tradeEffects)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, tradeEffects.accountId))
    .where(and(eq(tradeEffects.id, effectId), visibleAccountsCondition(db, auth)));
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such trade effect' });
  }
  return row;
}
