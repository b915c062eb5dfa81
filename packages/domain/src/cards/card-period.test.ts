import { describe, expect, it } from 'vitest';
import { getCardPeriod, getLimitLeft } from './card-period.ts';
import { isCardExpired, isFinalBlock, listLimitChoices, maskCardNumber } from './card-rules.ts';

describe('card periods and rules', () => {
  it('starts a week on Monday and a month on its first day', () => {
    // 2026-12-03 is a Thursday.
    expect(getCardPeriod('WEEKLY', '2026-12-03')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(getCardPeriod('WEEKLY', '2026-12-06')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(getCardPeriod('MONTHLY', '2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(getCardPeriod('DAILY', '2026-02-14')).toEqual({ start: '2026-02-14', end: '2026-02-14' });
  });

  it('never leaves less than nothing of a limit', () => {
    expect(getLimitLeft(900_000n, 1_000_000n)).toBe(0n);
    expect(getLimitLeft(900_000n, 100_000n)).toBe(800_000n);
  });

  it('keeps lost and stolen blocks final, a freeze not', () => {
    expect(isFinalBlock('LOST')).toBe(true);
    expect(isFinalBlock('STOLEN')).toBe(true);
    expect(isFinalBlock('TEMPORARY')).toBe(false);
  });

  it('offers no limit above the product ceiling, and expires after the expiry month', () => {
    expect(listLimitChoices(1_000_000n)).toEqual([0n, 700_000n, 900_000n]);
    expect(isCardExpired('2026-11', '2026-11-30')).toBe(false);
    expect(isCardExpired('2026-11', '2026-12-01')).toBe(true);
    expect(maskCardNumber('4532015112830366')).toBe('4532 •••• •••• 0366');
  });
});
