import { describe, expect, it } from 'vitest';
import { getRemainingAfter, getUsedShare } from './limits';

describe('the daily ceiling', () => {
  it('shows the share used, within 0 and 100', () => {
    expect(getUsedShare('0.000', '30000.000')).toBe(0);
    expect(getUsedShare('7500.000', '30000.000')).toBe(25);
    expect(getUsedShare('45000.000', '30000.000')).toBe(100);
    expect(getUsedShare('1.000', '0.000')).toBe(100);
  });

  it('tells what is left after this transfer, never below zero', () => {
    expect(getRemainingAfter('29850.000', '150.000')).toBe('29700.000');
    expect(getRemainingAfter('100.000', '150.000')).toBe('0.000');
  });
});
