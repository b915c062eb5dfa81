/**
 * The history arrives page after page, each page holding the next transfers of every account: the
 * pages merged per account, and whether any account still has transfers to load.
 */
import type { AccountTransfers } from '@baraka/contracts/transfer-history/schemas';

export const HISTORY_PAGE_SIZE = 10;

/** One group per account, in the order of the first page, with every page's transfers. */
export function mergeHistoryPages(pages: readonly (readonly AccountTransfers[])[]): AccountTransfers[] {
  const merged = new Map<string, AccountTransfers>();
  for (const page of pages) {
    for (const group of page) {
      const known = merged.get(group.accountId);
      if (!known) {
        merged.set(group.accountId, { ...group, list: [...group.list] });
        continue;
      }
      const seen = new Set(known.list.map((item) => item.id));
      const list = [...known.list, ...group.list.filter((item) => !seen.has(item.id))];
      merged.set(group.accountId, { ...group, list, totalTrx: list.length });
    }
  }
  return [...merged.values()];
}

/** The page to ask for next, or undefined once every account's list is complete. */
export function getNextHistoryPage(pages: readonly (readonly AccountTransfers[])[]): number | undefined {
  const isComplete = mergeHistoryPages(pages).every((group) => group.list.length >= group.total);
  return isComplete ? undefined : pages.length;
}

/** How many transfers match in all, and how many are shown. */
export function countHistory(groups: readonly AccountTransfers[]): { total: number; shown: number } {
  return groups.reduce(
    (sum, group) => ({ total: sum.total + group.total, shown: sum.shown + group.list.length }),
    { total: 0, shown: 0 },
  );
}
