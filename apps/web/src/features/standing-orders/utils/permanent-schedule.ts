/**
 * A standing order's periods in words: "2026-03" is March 2026, "2026-Q1" the first quarter,
 * "2026-H1" the first half, "2026" the year (the period keys of spec §3 runs).
 */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import { getDateFormat, getLocale } from '../../../lib/format';

export type PeriodWords = {
  /** "T{{number}} {{year}}" */
  quarter: (number: number, year: string) => string;
  /** "S{{number}} {{year}}" */
  half: (number: number, year: string) => string;
};

export function formatPeriodKey(periodKey: string, language: string, words: PeriodWords): string {
  const month = /^(\d{4})-(\d{2})$/.exec(periodKey);
  if (month) {
    const [, year, number] = month;
    const name = getDateFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }).format(Date.UTC(Number(year), Number(number) - 1, 15));
    // "novembre 2026" heads a line: "Novembre 2026".
    return name.charAt(0).toLocaleUpperCase(getLocale(language)) + name.slice(1);
  }
  const part = /^(\d{4})-([QH])(\d)$/.exec(periodKey);
  if (part) {
    const [, year = '', kind, number] = part;
    return kind === 'Q' ? words.quarter(Number(number), year) : words.half(Number(number), year);
  }
  return periodKey;
}

/** How the runs went so far: executed, refused. */
export function countRuns(order: Pick<PermanentTransferInfo, 'vendorPermanentTransferInfos'>) {
  const runs = order.vendorPermanentTransferInfos;
  return {
    executed: runs.filter((run) => run.status === 'EXECUTED').length,
    rejected: runs.filter((run) => run.status === 'REJECTED').length,
  };
}

const STATUS_ORDER = { ACTIVE: 0, ENDED: 1, CANCELLED: 2 } as const;

/** Orders in force first (soonest next run first), then ended, then cancelled ones. */
export function sortStandingOrders<
  T extends Pick<PermanentTransferInfo, 'status' | 'nextExecutionDate' | 'createdDate'>,
>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.nextExecutionDate ?? '9999').localeCompare(b.nextExecutionDate ?? '9999') ||
      b.createdDate.localeCompare(a.createdDate),
  );
}
