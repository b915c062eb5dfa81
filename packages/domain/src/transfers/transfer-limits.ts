/**
 * How much a customer may transfer, per pack (spec §1: only Basic Plus transfers) and per kind of
 * customer, in dinars. The spec's mock (10 / 1000) is a mock; these are the bank's figures, kept
 * as data. Amounts in another currency count for their worth in dinars. Transfers between the
 * customer's own accounts only meet the per-transfer bounds: the daily ceiling protects against
 * money leaving the customer, which moving it between their own accounts does not.
 */
import type { CustomerKindName, PackName } from '../permissions/roles.ts';

export type TransferLimits = {
  /** Per transfer, in millimes. */
  minPerTransferMinor: bigint;
  maxPerTransferMinor: bigint;
  /** Sum of one day's (Tunis) transfers to others, in millimes. */
  dailyMinor: bigint;
};

const TND = 1000n;

/** Null: the pack does not include transfers. */
export const TRANSFER_LIMITS: Readonly<Record<CustomerKindName, Record<PackName, TransferLimits | null>>> = {
  INDIVIDUAL: {
    BASIC: null,
    BASIC_PLUS: {
      minPerTransferMinor: 1n * TND,
      maxPerTransferMinor: 20_000n * TND,
      dailyMinor: 30_000n * TND,
    },
  },
  COMPANY: {
    BASIC: null,
    BASIC_PLUS: {
      minPerTransferMinor: 1n * TND,
      maxPerTransferMinor: 200_000n * TND,
      dailyMinor: 500_000n * TND,
    },
  },
};

export const getTransferLimits = (kind: CustomerKindName, pack: PackName): TransferLimits | null =>
  TRANSFER_LIMITS[kind][pack];

export type LimitBreach =
  | { rule: 'MIN'; limitMinor: bigint }
  | { rule: 'MAX'; limitMinor: bigint }
  | { rule: 'DAILY'; limitMinor: bigint; remainingMinor: bigint };

export type LimitCheck = {
  /** The transfer's worth in millimes. */
  dinarMinor: bigint;
  /** What the customer already sent to others today, in millimes. */
  usedTodayMinor: bigint;
  countsTowardsDaily: boolean;
};

/** The first rule a transfer breaks, or null when it fits. */
export function findLimitBreach(limits: TransferLimits, check: LimitCheck): LimitBreach | null {
  if (check.dinarMinor < limits.minPerTransferMinor) {
    return { rule: 'MIN', limitMinor: limits.minPerTransferMinor };
  }
  if (check.dinarMinor > limits.maxPerTransferMinor) {
    return { rule: 'MAX', limitMinor: limits.maxPerTransferMinor };
  }
  if (check.countsTowardsDaily && check.usedTodayMinor + check.dinarMinor > limits.dailyMinor) {
    const remaining = limits.dailyMinor - check.usedTodayMinor;
    return { rule: 'DAILY', limitMinor: limits.dailyMinor, remainingMinor: remaining > 0n ? remaining : 0n };
  }
  return null;
}
