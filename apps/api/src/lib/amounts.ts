/** Ledger minor units to the API's exact decimal strings and back, in an account's currency. */
import { createMoney, formatMoneyPlain, isCurrencyCode, parseMoney } from '@baraka/domain';

const currencyOf = (currency: string) => {
  if (!isCurrencyCode(currency)) {
    throw new RangeError(`Unknown currency ${currency}`);
  }
  return currency;
};

export const toDecimal = (minor: bigint, currency: string): string =>
  formatMoneyPlain(createMoney(minor, currencyOf(currency)));

/** "150,5" or "150.500" in TND → 150500n; more decimals than the currency has is refused. */
export const toMinor = (text: string, currency: string): bigint =>
  parseMoney(text, currencyOf(currency)).minor;
