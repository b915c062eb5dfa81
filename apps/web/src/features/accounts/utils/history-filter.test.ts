import { describe, expect, it } from 'vitest';
import {
  checkHistoryFilter,
  countActiveFilters,
  getDefaultFilterValues,
  readFilterParams,
  writeFilterParams,
} from './history-filter';

const TODAY = '2026-11-20';
const ACCOUNT = '0b9c5a3e-6d3f-4e8a-9a51-2b4c1d7e8f90';
const defaults = getDefaultFilterValues(TODAY);

describe('filter in the address', () => {
  it('keeps only what differs from the defaults and reads it back', () => {
    const values = { ...defaults, direction: 'D' as const, minAmount: '50', search: 'carte' };
    const params = writeFilterParams(new URLSearchParams('account=abc'), values, TODAY);
    expect(params.toString()).toBe('account=abc&direction=D&min=50&q=carte');
    expect(readFilterParams(params, TODAY)).toEqual(values);
  });

  it('falls back to the defaults for an unknown direction', () => {
    expect(readFilterParams(new URLSearchParams('direction=X'), TODAY)).toEqual(defaults);
  });

  it('counts the filters a customer changed', () => {
    expect(countActiveFilters(defaults, TODAY)).toBe(0);
    expect(
      countActiveFilters({ ...defaults, direction: 'C', minAmount: '1', maxAmount: '2', search: 'x' }, TODAY),
    ).toBe(3);
  });
});

describe('checkHistoryFilter', () => {
  it('gives the contract filter for valid values', () => {
    const result = checkHistoryFilter(ACCOUNT, { ...defaults, minAmount: ' 12,5 ', search: '' });
    expect(result.errors).toBeNull();
    expect(result.filter).toMatchObject({ accountId: ACCOUNT, minAmount: '12,5', direction: 'ALL' });
    expect(result.filter).not.toHaveProperty('search', '');
  });

  it('answers the spec form keys', () => {
    expect(checkHistoryFilter(ACCOUNT, { ...defaults, startDate: '2026-01-01' }).errors).toEqual({
      endDate: { key: 'periodTooLong' },
    });
    expect(
      checkHistoryFilter(ACCOUNT, { ...defaults, startDate: '2026-11-10', endDate: '2026-11-01' }).errors,
    ).toEqual({ endDate: { key: 'periodReversed' } });
    expect(checkHistoryFilter(ACCOUNT, { ...defaults, minAmount: '12.3456' }).errors).toEqual({
      minAmount: { key: 'InvalidNumber' },
    });
    expect(
      checkHistoryFilter(ACCOUNT, { ...defaults, minAmount: '100', maxAmount: '99,999' }).errors,
    ).toEqual({ maxAmount: { key: 'min', params: { min: '100' } } });
    expect(checkHistoryFilter(ACCOUNT, { ...defaults, search: 'x'.repeat(61) }).errors).toEqual({
      search: { key: 'maxLength', params: { max: 60 } },
    });
    expect(checkHistoryFilter(ACCOUNT, { ...defaults, startDate: '' }).errors).toEqual({
      startDate: { key: 'required' },
    });
  });
});
