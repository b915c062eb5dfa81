import { describe, expect, it } from 'vitest';
import {
  checkHistoryFilter,
  countFilters,
  EMPTY_FILTER,
  readHistoryFilter,
  writeHistoryFilter,
} from './history-filter';

const CARD = '00000000-0000-4000-8000-000000000001';

describe('history filter in the address', () => {
  it('round-trips through the query string and leaves out what is empty', () => {
    const values = { ...EMPTY_FILTER, startDate: '2026-11-01', status: 'ANNULE' as const, minAmount: '10' };
    const search = writeHistoryFilter(CARD, values);
    expect(search.toString()).toBe(`card=${CARD}&from=2026-11-01&status=ANNULE&min=10`);
    expect(readHistoryFilter(search)).toEqual(values);
  });
  it('reads an unknown status as all', () => {
    expect(readHistoryFilter(new URLSearchParams('status=NOPE')).status).toBe('ALL');
  });
  it('counts the filters set besides the status', () => {
    expect(countFilters({ ...EMPTY_FILTER, startDate: '2026-11-01', maxAmount: '5' })).toBe(2);
  });
});

describe('checkHistoryFilter', () => {
  it('builds the call filter', () => {
    const check = checkHistoryFilter(CARD, { ...EMPTY_FILTER, status: 'VALIDE', maxAmount: '12,5' });
    expect(check.filter).toEqual({ cardId: CARD, status: 'VALIDE', maxAmount: '12,5' });
  });
  it('refuses a period that ends before it starts', () => {
    const check = checkHistoryFilter(CARD, {
      ...EMPTY_FILTER,
      startDate: '2026-11-10',
      endDate: '2026-11-01',
    });
    expect(check.errors).toEqual({ endDate: 'minDate' });
  });
  it('refuses an amount that is not a number and a minimum above the maximum', () => {
    expect(checkHistoryFilter(CARD, { ...EMPTY_FILTER, minAmount: 'abc' }).errors).toEqual({
      minAmount: 'InvalidNumber',
    });
    expect(checkHistoryFilter(CARD, { ...EMPTY_FILTER, minAmount: '50', maxAmount: '10' }).errors).toEqual({
      maxAmount: 'maxAmount',
    });
  });
});
