import { describe, expect, it } from 'vitest';
import { groupOperationsByDay } from './group-by-day';
import { makeOperation } from './test-fixtures';

describe('groupOperationsByDay', () => {
  it('puts the operations of one day together, newest day first, keeping their order', () => {
    const first = makeOperation({ dateTransaction: '2026-11-20', paymentDetails: 'A' });
    const second = makeOperation({ dateTransaction: '2026-11-19', paymentDetails: 'B' });
    const third = makeOperation({ dateTransaction: '2026-11-20', paymentDetails: 'C' });
    const days = groupOperationsByDay([first, second, third]);
    expect(days.map((day) => day.day)).toEqual(['2026-11-20', '2026-11-19']);
    expect(days[0]?.operations.map((item) => item.paymentDetails)).toEqual(['A', 'C']);
  });
  it('joins a day split across two pages', () => {
    const pageOne = [makeOperation({ dateTransaction: '2026-11-20' })];
    const pageTwo = [
      makeOperation({ dateTransaction: '2026-11-20' }),
      makeOperation({ dateTransaction: '2026-11-02' }),
    ];
    const days = groupOperationsByDay([...pageOne, ...pageTwo]);
    expect(days).toHaveLength(2);
    expect(days[0]?.operations).toHaveLength(2);
  });
  it('answers no day for no operation', () => {
    expect(groupOperationsByDay([])).toEqual([]);
  });
});
