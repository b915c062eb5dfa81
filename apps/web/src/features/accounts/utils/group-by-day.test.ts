import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const operation = (id: string, bookingDate: string): AccountTransaction => ({
  id,
  txReference: `REF${id}`,
  chequeNum: null,
  txFromCurrency: 'TND',
  txAmount: '-10.000',
  txDueDate: bookingDate,
  bookingDate,
  txReason: 'PAIEMENT CARTE',
  kind: 'CARD_PAYMENT',
  direction: 'D',
  operationCode: 114,
  counterparty: null,
  balanceAfter: '100.000',
});

describe('groupByDay', () => {
  it('makes one group per booking day, in the order the operations came', () => {
    const groups = groupByDay([
      operation('5', '2026-02-26'),
      operation('4', '2026-02-26'),
      operation('3', '2026-02-25'),
      operation('2', '2026-02-20'),
    ]);
    expect(groups.map((group) => [group.date, group.items.map((item) => item.id)])).toEqual([
      ['2026-02-26', ['5', '4']],
      ['2026-02-25', ['3']],
      ['2026-02-20', ['2']],
    ]);
  });

  it('joins a day split across two pages and returns nothing for no operation', () => {
    const firstPage = [operation('3', '2026-02-26'), operation('2', '2026-02-25')];
    const secondPage = [operation('1', '2026-02-25')];
    const groups = groupByDay([...firstPage, ...secondPage]);
    expect(groups).toHaveLength(2);
    expect(groups[1]?.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(groupByDay([])).toEqual([]);
  });
});
