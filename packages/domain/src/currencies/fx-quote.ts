/**
 * What a customer pays, in the currency of the account debited, for a payment the payee receives
 * in another currency (own-account transfers across currencies, international transfers). The
 * bank sells the currency paid out at its sell rate and buys the account's currency at its buy
 * rate, both through the dinar; the result is rounded once, half up, to the account's minor unit.
 */
import { type CurrencyCode, getMinorDigits } from '../money/currency.ts';
import { BASE_CURRENCY, type ExchangeRate, UnknownCurrencyError } from './convert-currency.ts';
import {
  divideFractions,
  type Fraction,
  formatFractionHalfUp,
  multiplyFractions,
  parseDecimal,
} from './decimal.ts';

/** Digits of the applied rate shown to the customer and stored with the transfer. */
export const APPLIED_RATE_DIGITS = 6;

export type ForeignPaymentInput = {
  /** What the payee receives, in minor units of `currency`. */
  amountMinor: bigint;
  currency: CurrencyCode;
  /** The currency of the account debited. */
  debitCurrency: CurrencyCode;
  rates: readonly ExchangeRate[];
};

export type ForeignPaymentQuote = {
  /** What leaves the debited account, in its minor units (the spec's amountConverter). */
  debitMinor: bigint;
  /** Units of the debit currency per unit of the paid currency ("3.454000"); null without conversion. */
  appliedRate: string | null;
  /** The amount's worth in dinars (millimes): what the transfer limits count. */
  dinarMinor: bigint;
};

const ONE: Fraction = { numerator: 1n, denominator: 1n };

const fromMinor = (minor: bigint, currency: CurrencyCode): Fraction => ({
  numerator: minor,
  denominator: 10n ** BigInt(getMinorDigits(currency)),
});

const toMinorHalfUp = (value: Fraction, currency: CurrencyCode): bigint => {
  const digits = getMinorDigits(currency);
  return BigInt(formatFractionHalfUp(value, digits).replace('.', ''));
};

function rateOf(rates: readonly ExchangeRate[], isoCode: string, side: 'buy' | 'sell'): Fraction {
  if (isoCode === BASE_CURRENCY) {
    return ONE;
  }
  const rate = rates.find((candidate) => candidate.isoCode === isoCode);
  if (!rate) {
    throw new UnknownCurrencyError(isoCode);
  }
  return divideFractions(parseDecimal(rate[side]), { numerator: BigInt(rate.unit), denominator: 1n });
}

/** Dinars per unit of the paid currency (sold by the bank) over dinars per unit of the account's (bought). */
function exactRate(currency: string, debitCurrency: string, rates: readonly ExchangeRate[]): Fraction {
  return divideFractions(rateOf(rates, currency, 'sell'), rateOf(rates, debitCurrency, 'buy'));
}

export function quoteForeignPayment(input: ForeignPaymentInput): ForeignPaymentQuote {
  const { amountMinor, currency, debitCurrency, rates } = input;
  if (amountMinor < 0n) {
    throw new RangeError('A payment amount is not negative');
  }
  const amount = fromMinor(amountMinor, currency);
  const dinars = multiplyFractions(amount, rateOf(rates, currency, 'sell'));
  const dinarMinor = toMinorHalfUp(dinars, BASE_CURRENCY);
  if (currency === debitCurrency) {
    return { debitMinor: amountMinor, appliedRate: null, dinarMinor };
  }
  const rate = exactRate(currency, debitCurrency, rates);
  return {
    debitMinor: toMinorHalfUp(multiplyFractions(amount, rate), debitCurrency),
    appliedRate: formatFractionHalfUp(rate, APPLIED_RATE_DIGITS),
    dinarMinor,
  };
}

/** An amount in dinars (millimes) charged in another currency: the bank buys that currency. */
export function convertDinarsTo(dinarMinor: bigint, currency: CurrencyCode, rates: readonly ExchangeRate[]) {
  if (currency === BASE_CURRENCY) {
    return dinarMinor;
  }
  return toMinorHalfUp(
    divideFractions(fromMinor(dinarMinor, BASE_CURRENCY), rateOf(rates, currency, 'buy')),
    currency,
  );
}
