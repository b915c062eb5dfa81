import type { AccountTransfers } from '@baraka/contracts/transfer-history/schemas';
import type { TransferInfo } from '@baraka/contracts/transfers/schemas';
import { describe, expect, it } from 'vitest';
import { countHistory, getNextHistoryPage, mergeHistoryPages } from './history-pages';

const item = (id: string) => ({ id }) as TransferInfo;
const group = (accountId: string, ids: string[], total: number): AccountTransfers => ({
  accountId,
  accountNumber: '•••• 0001',
  title: accountId,
  currency: 'TND',
  list: ids.map(item),
  total,
  totalTrx: ids.length,
  totalAmount: '0.000',
});

describe('mergeHistoryPages', () => {
  it('appends each account’s next transfers to its group, keeping the first page’s order', () => {
    const pages = [
      [group('main', ['a', 'b'], 3), group('saving', ['x'], 1)],
      [group('main', ['c'], 3), group('saving', [], 1)],
    ];

    const merged = mergeHistoryPages(pages);

    expect(merged.map((entry) => [entry.accountId, entry.list.map((info) => info.id)])).toEqual([
      ['main', ['a', 'b', 'c']],
      ['saving', ['x']],
    ]);
    expect(merged[0]?.totalTrx).toBe(3);
  });

  it('never shows a transfer twice when a new one shifted the pages', () => {
    const merged = mergeHistoryPages([[group('main', ['a', 'b'], 4)], [group('main', ['b', 'c'], 4)]]);
    expect(merged[0]?.list.map((info) => info.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('getNextHistoryPage', () => {
  it('asks for the next page while an account has more, and stops when all are complete', () => {
    expect(getNextHistoryPage([[group('main', ['a', 'b'], 3)]])).toBe(1);
    expect(getNextHistoryPage([[group('main', ['a', 'b'], 3)], [group('main', ['c'], 3)]])).toBeUndefined();
    expect(getNextHistoryPage([[]])).toBeUndefined();
  });
});

describe('countHistory', () => {
  it('adds the matches and the shown transfers of every account', () => {
    expect(countHistory([group('main', ['a'], 5), group('saving', ['x', 'y'], 2)])).toEqual({
      total: 7,
      shown: 3,
    });
  });
});
