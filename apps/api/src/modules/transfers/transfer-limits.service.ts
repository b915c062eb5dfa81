/**
 * The pack's limits (domain data) against what the customer already sent today: per-transfer
 * bounds on every transfer, the daily ceiling on transfers to others given by the customer
 * (standing-order runs were checked when the order was set up).
 */
import type { TransferLimitsInfo } from '@baraka/contracts';
import {
  addDays,
  type CustomerKindName,
  findLimitBreach,
  fromTunisTime,
  getTransferLimits,
  type PackName,
  type TransferLimits,
} from '@baraka/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { fieldError, transferError } from './transfer-errors.ts';

export type CustomerPackInfo = { kind: string; pack: string };

/** The pack's limits; a pack without transfers (Basic) is refused. */
export function requireTransferLimits(customer: CustomerPackInfo): TransferLimits {
  const limits = getTransferLimits(customer.kind as CustomerKindName, customer.pack as PackName);
  if (!limits) {
    throw new AppError('FORBIDDEN', { message: 'The subscription pack does not include transfers' });
  }
  return limits;
}

/** Millimes sent to others today (Tunis day), orders still standing. */
export async function sumTransfersToday(db: AppDb, customerId: string, today: string): Promise<bigint> {
  const from = fromTunisTime(today, 0);
  const to = fromTunisTime(addDays(today, 1), 0);
  const result = await db.execute<{ total: string }>(sql`
    select coalesce(sum(dinar_minor), 0)::text as total from transfers
    where customer_id = ${customerId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
      and status not in ('REJECTED', 'FAILED') and kind <> 'OWN_ACCOUNT' and type <> 'PERMANENT'`);
  return BigInt(result.rows[0]?.total ?? '0');
}

export function describeLimits(limits: TransferLimits, usedTodayMinor: bigint): TransferLimitsInfo {
  const remaining = limits.dailyMinor - usedTodayMinor;
  const tnd = (minor: bigint) => toDecimal(minor, 'TND');
  return {
    minAmountTransaction: tnd(limits.minPerTransferMinor),
    maxAmountTransacation: tnd(limits.maxPerTransferMinor),
    dailyLimit: tnd(limits.dailyMinor),
    usedToday: tnd(usedTodayMinor),
    remainingToday: tnd(remaining > 0n ? remaining : 0n),
    currency: 'TND',
  };
}

export function assertWithinLimits(
  limits: TransferLimits,
  check: { dinarMinor: bigint; usedTodayMinor: bigint; countsTowardsDaily: boolean },
): void {
  const breach = findLimitBreach(limits, check);
  if (!breach) {
    return;
  }
  const limit = toDecimal(breach.limitMinor, 'TND');
  if (breach.rule === 'MIN') {
    throw fieldError('amount', 'min', { min: limit, currency: 'TND' });
  }
  if (breach.rule === 'MAX') {
    throw fieldError('amount', 'max', { max: limit, currency: 'TND' });
  }
  throw transferError('DAILY_LIMIT_EXCEEDED', 'The daily transfer limit would be passed', {
    dailyLimit: limit,
    usedToday: toDecimal(check.usedTodayMinor, 'TND'),
    remainingToday: toDecimal(breach.remainingMinor, 'TND'),
    currency: 'TND',
  });
}
