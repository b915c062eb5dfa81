/**
 * The exchange converter of the rates page: any published currency to any other, through the
 * Tunisian dinar. The bank buys the currency you hand over and sells the one you receive.
 */
import {
  divideFractions,
  type Fraction,
  formatFractionHalfUp,
  multiplyFractions,
  parseDecimal,
} from './decimal.ts';

export const BASE_CURRENCY = 'TND';
/** Every converted amount is shown with three decimals, the dinar's millimes. */
export const CONVERTED_DIGITS = 3;

/** A published rate: TND paid (sell) or received (buy) for `unit` units of the currency. */
export type ExchangeRate = { isoCode: string; buy: string; sell: string; unit: number };

export type ConversionInput = {
  /** Decimal text, non-negative ("1500", "12.75"). */
  amount: string;
  from: string;
  to: string;
  rates: readonly ExchangeRate[];
};

export class UnknownCurrencyError extends Error {
  constructor(isoCode: string) {
    super(`No published rate for ${isoCode}`);
    this.name = 'UnknownCurrencyError';
  }
}

function findRate(rates: readonly ExchangeRate[], isoCode: string): ExchangeRate {
  const rate = rates.find((candidate) => candidate.isoCode === isoCode);
  if (!rate) {
    throw new UnknownCurrencyError(isoCode);
  }
  return rate;
}

const perUnit = (rateText: string, unit: number): Fraction =>
  divideFractions(parseDecimal(rateText), { numerator: BigInt(unit), denominator: 1n });

/** The amount in dinars: foreign money handed to the bank is bought at its buy rate. */
function toDinars(amount: Fraction, from: string, rates: readonly ExchangeRate[]): Fraction {
  if (from === BASE_CURRENCY) {
    return amount;
  }
  const rate = findRate(rates, from);
  return multiplyFractions(amount, perUnit(rate.buy, rate.unit));
}

/** Dinars turned into another currency: the bank sells it at its sell rate. */
function fromDinars(dinars: Fraction, to: string, rates: readonly ExchangeRate[]): Fraction {
  if (to === BASE_CURRENCY) {
    return dinars;
  }
  const rate = findRate(rates, to);
  return divideFractions(dinars, perUnit(rate.sell, rate.unit));
}

/** Converts exactly and rounds once, half up, to three decimals ("1234.568"). */
export function convertCurrency({ amount, from, to, rates }: ConversionInput): string {
  const value = parseDecimal(amount);
  const exact = from === to ? value : fromDinars(toDinars(value, from, rates), to, rates);
  return formatFractionHalfUp(exact, CONVERTED_DIGITS);
}
