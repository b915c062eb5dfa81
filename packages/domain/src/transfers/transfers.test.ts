import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPayeeNameMatch } from './payee-name.ts';
import { computeTransferFee } from './transfer-fees.ts';
import { findLimitBreach, getTransferLimits } from './transfer-limits.ts';

const RETAIL = getTransferLimits('INDIVIDUAL', 'BASIC_PLUS');
const within = { usedTodayMinor: 0n, countsTowardsDaily: true };

describe('transfer limits (per pack, in dinars)', () => {
  it('has none for the Basic pack: it does not include transfers', () => {
    expect(getTransferLimits('INDIVIDUAL', 'BASIC')).toBeNull();
    expect(getTransferLimits('COMPANY', 'BASIC')).toBeNull();
  });

  it('bounds one transfer between 1 and 20 000 dinars for a retail customer', () => {
    if (!RETAIL) {
      throw new Error('no retail limits');
    }
    expect(findLimitBreach(RETAIL, { ...within, dinarMinor: 999n })).toEqual({
      rule: 'MIN',
      limitMinor: 1000n,
    });
    expect(findLimitBreach(RETAIL, { ...within, dinarMinor: 1000n })).toBeNull();
    expect(findLimitBreach(RETAIL, { ...within, dinarMinor: 20_000_000n })).toBeNull();
    expect(findLimitBreach(RETAIL, { ...within, dinarMinor: 20_000_001n })).toMatchObject({ rule: 'MAX' });
  });

  it('stops a day’s transfers to others at the daily ceiling, and says what is left', () => {
    if (!RETAIL) {
      throw new Error('no retail limits');
    }
    const check = { dinarMinor: 5_000_000n, usedTodayMinor: 26_000_000n, countsTowardsDaily: true };
    expect(findLimitBreach(RETAIL, check)).toEqual({
      rule: 'DAILY',
      limitMinor: 30_000_000n,
      remainingMinor: 4_000_000n,
    });
    expect(findLimitBreach(RETAIL, { ...check, countsTowardsDaily: false })).toBeNull();
  });

  it('never lets the day’s total pass the ceiling, whatever the sequence of transfers', () => {
    if (!RETAIL) {
      throw new Error('no retail limits');
    }
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1000n, max: 20_000_000n }), { maxLength: 30 }), (amounts) => {
        let used = 0n;
        for (const dinarMinor of amounts) {
          if (
            findLimitBreach(RETAIL, { dinarMinor, usedTodayMinor: used, countsTowardsDaily: true }) === null
          ) {
            used += dinarMinor;
          }
        }
        expect(used).toBeLessThanOrEqual(RETAIL.dailyMinor);
      }),
    );
  });
});

describe('transfer fees', () => {
  it('charges nothing inside the bank and a flat fee for another Tunisian bank', () => {
    expect(computeTransferFee('OWN_ACCOUNT', 5_000_000n)).toBe(0n);
    expect(computeTransferFee('WITHINBANK', 5_000_000n)).toBe(0n);
    expect(computeTransferFee('NATIONAL', 5_000_000n)).toBe(700n);
  });

  it('charges 0.25 % abroad, between 20 and 150 dinars', () => {
    expect(computeTransferFee('INTERNATIONAL', 1_727_000n)).toBe(20_000n);
    expect(computeTransferFee('INTERNATIONAL', 10_000_000n)).toBe(25_000n);
    expect(computeTransferFee('INTERNATIONAL', 10_000_002n)).toBe(25_000n);
    expect(computeTransferFee('INTERNATIONAL', 100_000_000n)).toBe(150_000n);
  });
});

describe('confirmation of payee', () => {
  it('accepts a name sharing a word with the holder’s, whatever the case, accents or order', () => {
    expect(isPayeeNameMatch('khelifi', 'Mohamed Khelifi')).toBe(true);
    expect(isPayeeNameMatch('GHARBI Leïla', 'Leila Gharbi')).toBe(true);
    expect(isPayeeNameMatch('Société Nour', 'STE NOUR DISTRIBUTION')).toBe(true);
  });

  it('refuses a name with nothing in common, or only short words', () => {
    expect(isPayeeNameMatch('Sami Ben Ali', 'Leila Gharbi')).toBe(false);
    expect(isPayeeNameMatch('Al', 'Al Amal')).toBe(false);
  });
});
