/** Currencies the bank handles and how many minor digits each one has (TND counts millimes). */

export const CURRENCY_MINOR_DIGITS = {
  TND: 3,
  AED: 2,
  BHD: 3,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KWD: 3,
  LYD: 3,
  NOK: 2,
  QAR: 2,
  SAR: 2,
  SEK: 2,
  USD: 2,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_MINOR_DIGITS;
export const DEFAULT_CURRENCY: CurrencyCode = 'TND';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCY_MINOR_DIGITS, value);
}

export function getMinorDigits(currency: CurrencyCode): number {
  return CURRENCY_MINOR_DIGITS[currency];
}
