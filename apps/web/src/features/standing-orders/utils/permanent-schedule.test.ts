import { describe, expect, it } from 'vitest';
import { countRuns, formatPeriodKey, sortStandingOrders } from './permanent-schedule';

const words = {
  quarter: (number: number, year: string) => `T${number} ${year}`,
  half: (number: number, year: string) => `S${number} ${year}`,
};

describe('formatPeriodKey', () => {
  it('names a month in the language, with Latin digits', () => {
    expect(formatPeriodKey('2026-03', 'fr', words)).toBe('Mars 2026');
    expect(formatPeriodKey('2026-11', 'en', words)).toBe('November 2026');
    expect(formatPeriodKey('2026-03', 'ar', words)).toMatch(/2026/);
  });

  it('names quarters, halves and years', () => {
    expect(formatPeriodKey('2026-Q1', 'fr', words)).toBe('T1 2026');
    expect(formatPeriodKey('2027-H2', 'fr', words)).toBe('S2 2027');
    expect(formatPeriodKey('2026', 'fr', words)).toBe('2026');
  });
});

describe('countRuns', () => {
  it('counts executed and refused runs', () => {
    const runs = ['EXECUTED', 'REJECTED', 'EXECUTED'].map((status) => ({ status })) as never;
    expect(countRuns({ vendorPermanentTransferInfos: runs })).toEqual({ executed: 2, rejected: 1 });
  });
});

describe('sortStandingOrders', () => {
  it('puts orders in force first, soonest run first, then ended and cancelled ones', () => {
    const order = (id: string, status: 'ACTIVE' | 'ENDED' | 'CANCELLED', next: string | null) => ({
      id,
      status,
      nextExecutionDate: next,
      createdDate: `2026-01-0${id.length}`,
    });
    const sorted = sortStandingOrders([
      order('c', 'CANCELLED', null),
      order('late', 'ACTIVE', '2026-12-20'),
      order('e', 'ENDED', null),
      order('soon', 'ACTIVE', '2026-12-02'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['soon', 'late', 'e', 'c']);
  });
});
