/**
 * Amounts as a person types them and as the API takes them: the typed text is kept to digits and
 * one separator with the currency's decimals (three for TND), read into integer minor units for
 * every comparison, and sent as exact decimal text ("150.000"). No float ever holds an amount.
 */
import { getCurrencyDigits } from '../../../lib/money-format';

/** What the API accepts: up to twelve whole digits. */
const MAX_WHOLE_DIGITS = 12;
const DECIMAL_PATTERN = /^(-)?(\d+)(?:[.,](\d*))?$/;

/** The typed text with anything but digits and the first separator dropped, decimals cut to the currency's. */
export function sanitizeAmountInput(text: string, digits: number): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const separatorAt = kept.search(/[.,]/);
  if (separatorAt < 0) {
    return kept.slice(0, MAX_WHOLE_DIGITS);
  }
  const whole = kept.slice(0, separatorAt).slice(0, MAX_WHOLE_DIGITS);
  if (digits === 0) {
    return whole;
  }
  const fraction = kept
    .slice(separatorAt + 1)
    .replace(/[.,]/g, '')
    .slice(0, digits);
  return `${whole || '0'}${kept.charAt(separatorAt)}${fraction}`;
}

/** Decimal text ("150,5", "-12.500") in minor units of the currency, or null when it is no amount. */
export function toMinorUnits(text: string, currency: string): bigint | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = getCurrencyDigits(currency);
  if (fraction.length > digits) {
    return null;
  }
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return minus ? -minor : minor;
}

/** Minor units as the API's decimal text, always with the currency's decimals: 150000n TND → "150.000". */
export function toAmountText(minor: bigint, currency: string): string {
  const digits = getCurrencyDigits(currency);
  const isNegative = minor < 0n;
  const absolute = (isNegative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = absolute.slice(0, absolute.length - digits);
  const fraction = digits > 0 ? `.${absolute.slice(absolute.length - digits)}` : '';
  return `${isNegative ? '-' : ''}${whole}${fraction}`;
}

/** The typed amount as the API takes it ("150,5" → "150.500"), or null when it is no amount. */
export function normalizeAmount(text: string, currency: string): string | null {
  const minor = toMinorUnits(text, currency);
  return minor === null ? null : toAmountText(minor, currency);
}

/** The sum of two decimal texts of one currency, exactly: what leaves the account with its fees. */
export function addAmounts(first: string, second: string, currency: string): string {
  return toAmountText(
    (toMinorUnits(first, currency) ?? 0n) + (toMinorUnits(second, currency) ?? 0n),
    currency,
  );
}
