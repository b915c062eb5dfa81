import { describe, expect, it } from 'vitest';
import {
  checkHistoryFilter,
  countMoreFilters,
  EMPTY_HISTORY_FILTER,
  readHistoryParams,
  writeHistoryParams,
} from './history-filter';

const ACCOUNT = '42164d74-a6e6-48f4-8fff-5d3b22800a62';

describe('history filter in the address', () => {
  it('writes only what is set and reads it back the same', () => {
    const values = {
      ...EMPTY_HISTORY_FILTER,
      accountId: ACCOUNT,
      status: 'IN_PROGRESS' as const,
      minAmount: '100,5',
      startDate: '2026-10-01',
    };

    const params = writeHistoryParams(values);

    expect(params.toString()).toBe(`account=${ACCOUNT}&status=IN_PROGRESS&min=100%2C5&from=2026-10-01`);
    expect(readHistoryParams(params)).toEqual(values);
    expect(writeHistoryParams(EMPTY_HISTORY_FILTER).toString()).toBe('');
  });

  it('falls back to everything on an unknown status, type or account', () => {
    const read = readHistoryParams(new URLSearchParams('status=LOST&type=CASH&account=12'));
    expect(read).toEqual(EMPTY_HISTORY_FILTER);
  });
});

describe('countMoreFilters', () => {
  it('counts the folded filters: type, amount range, period and a single status', () => {
    expect(countMoreFilters(EMPTY_HISTORY_FILTER)).toBe(0);
    expect(countMoreFilters({ ...EMPTY_HISTORY_FILTER, status: 'TREATED' })).toBe(0);
    expect(
      countMoreFilters({
        ...EMPTY_HISTORY_FILTER,
        status: 'REJECTED',
        operationType: 'NATIONAL',
        maxAmount: '50',
        endDate: '2026-11-30',
      }),
    ).toBe(4);
  });
});

describe('checkHistoryFilter', () => {
  it('gives the call its filter, leaving out what is empty', () => {
    const check = checkHistoryFilter({ ...EMPTY_HISTORY_FILTER, status: 'TREATED', maxAmount: '750' });
    expect(check).toEqual({
      query: { status: 'TREATED', operationType: 'ALL', maxAmount: '750' },
      errors: null,
    });
  });

  it('refuses an amount that is not a number and a range upside down, comparing exact amounts', () => {
    expect(checkHistoryFilter({ ...EMPTY_HISTORY_FILTER, minAmount: '12.3456' }).errors).toEqual({
      minAmount: { key: 'InvalidNumber' },
    });
    expect(
      checkHistoryFilter({ ...EMPTY_HISTORY_FILTER, minAmount: '100,5', maxAmount: '100.499' }).errors,
    ).toEqual({ maxAmount: { key: 'min', params: { min: '100,5' } } });
    expect(
      checkHistoryFilter({ ...EMPTY_HISTORY_FILTER, minAmount: '100,5', maxAmount: '100.5' }).errors,
    ).toBeNull();
  });

  it('refuses a period whose end comes before its start', () => {
    const check = checkHistoryFilter({
      ...EMPTY_HISTORY_FILTER,
      startDate: '2026-11-10',
      endDate: '2026-11-01',
    });
    expect(check.errors).toEqual({ endDate: { key: 'periodReversed' } });
  });
});
