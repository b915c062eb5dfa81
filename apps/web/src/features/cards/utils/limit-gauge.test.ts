import { describe, expect, it } from 'vitest';
import { getLimitGauge, toThousandths } from './limit-gauge';

describe('toThousandths', () => {
  it('reads exact decimals with up to three digits', () => {
    expect(toThousandths('1200')).toBe(1_200_000n);
    expect(toThousandths('0.5')).toBe(500n);
    expect(toThousandths('12.345')).toBe(12_345n);
  });
  it('counts a malformed or negative text as zero', () => {
    expect(toThousandths('abc')).toBe(0n);
    expect(toThousandths('-5')).toBe(0n);
  });
});

describe('getLimitGauge', () => {
  it('shows what is spent and what is left of the limit', () => {
    const gauge = getLimitGauge({ limitAmount: '1200', onPerTotAmount: '300', limitAmountBeforeTrn: '900' });
    expect(gauge).toEqual({ spentPercent: 25, leftPercent: 75, isExhausted: false, isNearLimit: false });
  });
  it('warns from three quarters spent and caps an overdrawn period at 100', () => {
    expect(
      getLimitGauge({ limitAmount: '1000', onPerTotAmount: '750', limitAmountBeforeTrn: '250' }).isNearLimit,
    ).toBe(true);
    const over = getLimitGauge({ limitAmount: '700', onPerTotAmount: '800', limitAmountBeforeTrn: '0' });
    expect(over.spentPercent).toBe(100);
    expect(over.leftPercent).toBe(0);
    expect(over.isExhausted).toBe(true);
  });
  it('treats a zero limit as payments turned off', () => {
    expect(getLimitGauge({ limitAmount: '0', onPerTotAmount: '0', limitAmountBeforeTrn: '0' })).toMatchObject(
      {
        isExhausted: true,
        leftPercent: 0,
      },
    );
  });
  it('keeps fractional shares', () => {
    expect(
      getLimitGauge({ limitAmount: '900', onPerTotAmount: '100.5', limitAmountBeforeTrn: '799.5' })
        .spentPercent,
    ).toBe(11.16);
  });
});
