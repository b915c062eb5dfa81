import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRate } from './convert-currency.ts';
import { convertDinarsTo, quoteForeignPayment } from './fx-quote.ts';

const RATES: ExchangeRate[] = [
  { isoCode: 'EUR', buy: '3.3560', sell: '3.4540', unit: 1 },
  { isoCode: 'USD', buy: '2.8640', sell: '2.9480', unit: 1 },
  { isoCode: 'JPY', buy: '18.9400', sell: '19.5000', unit: 1000 },
];

describe('paying in another currency than the account’s', () => {
  it('charges a dinar account the sell rate of the currency paid out', () => {
    const quote = quoteForeignPayment({
      amountMinor: 50_000n,
      currency: 'EUR',
      debitCurrency: 'TND',
      rates: RATES,
    });

    expect(quote).toEqual({ debitMinor: 1_727_000n, appliedRate: '3.454000', dinarMinor: 1_727_000n });
  });

  it('buys a foreign account’s currency at its buy rate when paying dinars', () => {
    const quote = quoteForeignPayment({
      amountMinor: 1_000_000n,
      currency: 'TND',
      debitCurrency: 'EUR',
      rates: RATES,
    });

    // 1000 TND / 3.3560 = 297.973778… EUR, rounded half up to the cent.
    expect(quote.debitMinor).toBe(29_797n);
    expect(quote.appliedRate).toBe('0.297974');
    expect(quote.dinarMinor).toBe(1_000_000n);
  });

  it('crosses two foreign currencies through the dinar and honours rate units', () => {
    const quote = quoteForeignPayment({
      amountMinor: 100_000n,
      currency: 'JPY',
      debitCurrency: 'USD',
      rates: RATES,
    });

    // 100 000 JPY × 19.5 / 1000 = 1950 TND; / 2.864 = 680.865921… USD.
    expect(quote.dinarMinor).toBe(1_950_000n);
    expect(quote.debitMinor).toBe(68_087n);
  });

  it('moves the amount unchanged within one currency', () => {
    const quote = quoteForeignPayment({
      amountMinor: 12_345n,
      currency: 'EUR',
      debitCurrency: 'EUR',
      rates: RATES,
    });

    expect(quote.debitMinor).toBe(12_345n);
    expect(quote.appliedRate).toBeNull();
  });

  it('never charges less than the payee’s worth at the bank’s buy rate (the spread is the bank’s)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_000n }), (amountMinor) => {
        const quote = quoteForeignPayment({
          amountMinor,
          currency: 'EUR',
          debitCurrency: 'USD',
          rates: RATES,
        });
        const backInEuros = quoteForeignPayment({
          amountMinor: quote.debitMinor,
          currency: 'USD',
          debitCurrency: 'EUR',
          rates: RATES,
        });
        expect(backInEuros.debitMinor).toBeGreaterThanOrEqual(amountMinor - 1n);
      }),
    );
  });

  it('converts a fee in dinars into the account’s currency at the buy rate', () => {
    expect(convertDinarsTo(20_000n, 'EUR', RATES)).toBe(596n);
    expect(convertDinarsTo(20_000n, 'TND', RATES)).toBe(20_000n);
  });
});
