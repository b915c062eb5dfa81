import { describe, expect, it } from 'vitest';
import { checkFinancingTerms, computeFinancingCeiling, FINANCING_PRODUCTS } from './financing-products.ts';

describe('financing products (spec §9)', () => {
  it('finances exports up to 80 %, imports up to 100 % and markets up to 80 % of their value', () => {
    expect(computeFinancingCeiling(FINANCING_PRODUCTS.EXPORT_FINANCING, 100_000_000n)).toBe(80_000_000n);
    expect(computeFinancingCeiling(FINANCING_PRODUCTS.IMPORT_FINANCING, 100_000_000n)).toBe(100_000_000n);
    expect(computeFinancingCeiling(FINANCING_PRODUCTS.MARKET_FINANCING, 100_000_000n)).toBe(80_000_000n);
  });

  it('refuses a trade financing above its ceiling or repaid over more than 12 months', () => {
    const exportFinancing = FINANCING_PRODUCTS.EXPORT_FINANCING;
    expect(
      checkFinancingTerms(exportFinancing, {
        financedMillimes: 81_000_000n,
        months: 6,
        underlyingMillimes: 100_000_000n,
      }),
    ).toBe('ABOVE_CEILING');
    expect(checkFinancingTerms(exportFinancing, { financedMillimes: 50_000_000n, months: 13 })).toBe(
      'DURATION_OUT_OF_RANGE',
    );
    expect(
      checkFinancingTerms(exportFinancing, {
        financedMillimes: 80_000_000n,
        months: 12,
        underlyingMillimes: 100_000_000n,
      }),
    ).toBeUndefined();
  });

  it('keeps an amount within the product', () => {
    expect(
      checkFinancingTerms(FINANCING_PRODUCTS.GOODS_MURABAHA, { financedMillimes: 999_999n, months: 12 }),
    ).toBe('AMOUNT_OUT_OF_RANGE');
  });
});
