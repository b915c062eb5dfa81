import { describe, expect, it } from 'vitest';
import { checkChequeFilter, countActiveFilters, getDefaultFilter } from './cheque-filter';

const TODAY = '2026-11-27';

describe('the cheque list filters', () => {
  it('starts on the last two months, every account and status', () => {
    const values = getDefaultFilter(TODAY);
    expect(values).toMatchObject({ startDate: '2026-09-27', endDate: TODAY, status: 'ALL' });
    expect(checkChequeFilter('EMITTED', values).filter).toEqual({
      type: 'EMITTED',
      status: 'ALL',
      startDate: '2026-09-27',
      endDate: TODAY,
    });
    expect(countActiveFilters(values, TODAY)).toBe(0);
  });

  it('refuses a period reversed or longer than two months', () => {
    const base = getDefaultFilter(TODAY);
    expect(checkChequeFilter('EMITTED', { ...base, startDate: '2026-12-01' }).issues).toEqual({
      endDate: 'periodReversed',
    });
    expect(checkChequeFilter('RECEIVED', { ...base, startDate: '2026-09-26' })).toEqual({
      filter: null,
      issues: { endDate: 'periodTooLong' },
    });
  });

  it('reads amounts with a comma or a point and refuses a range upside down', () => {
    const base = getDefaultFilter(TODAY);
    const range = checkChequeFilter('EMITTED', { ...base, minAmount: '100,5', maxAmount: '200' });
    expect(range.filter).toMatchObject({ minAmount: '100,5', maxAmount: '200' });
    expect(checkChequeFilter('EMITTED', { ...base, minAmount: '12a' }).issues).toEqual({
      minAmount: 'InvalidNumber',
    });
    expect(checkChequeFilter('EMITTED', { ...base, minAmount: '300', maxAmount: '200' }).issues).toEqual({
      maxAmount: 'amountsReversed',
    });
    expect(countActiveFilters({ ...base, status: 'PAID', minAmount: '5', accountId: 'x' }, TODAY)).toBe(3);
  });
});
