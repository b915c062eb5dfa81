/** Ledger minor units to the API's exact decimal strings and back, in an account's currency. */
import { createMoney, formatMoneyPlain, isCurrencyCode, parseMoney } from '@baraka/domain';
import { fieldError } from './form-rejection.ts';

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

/**
 * An amount a customer typed ("150,5"), in minor units; otherwise the field's form rejection
 * (InvalidNumber), as schema validation answers. `isPositive` refuses zero too.
 */
export function parseAmountField(
  text: string,
  currency: string,
  field: string,
  { isPositive = false } = {},
): bigint {
  let minor: bigint;
  try {
    minor = toMinor(text, currency);
  } catch {
    throw fieldError(field, 'InvalidNumber');
  }
  if (isPositive && minor <= 0n) {
    throw fieldError(field, 'InvalidNumber');
  }
  return minor;
}
