/** Operations as the history shows them: one group per booking day, newest day first, order kept. */
import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';

export type DayGroup = { date: string; items: AccountTransaction[] };

/**
 * Groups consecutive operations of the same booking day. The API answers newest first, page after
 * page, so a day cut by a page boundary joins its group again here.
 */
export function groupByDay(items: readonly AccountTransaction[]): DayGroup[] {
  const groups: DayGroup[] = [];
  const byDate = new Map<string, DayGroup>();
  for (const item of items) {
    let group = byDate.get(item.bookingDate);
    if (!group) {
      group = { date: item.bookingDate, items: [] };
      byDate.set(item.bookingDate, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
