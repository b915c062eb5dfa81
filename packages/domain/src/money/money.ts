/** An amount of one currency in integer minor units; arithmetic across currencies is refused. */
import { type CurrencyCode, getMinorDigits } from './currency.ts';

export type Money = { readonly minor: bigint; readonly currency: CurrencyCode };

export class CurrencyMismatchError extends Error {
  constructor(a: CurrencyCode, b: CurrencyCode) {
    super(`Cannot combine ${a} with ${b}`);
    this.name = 'CurrencyMismatchError';
  }
}

export function createMoney(minor: bigint, currency: CurrencyCode): Money {
  return Object.freeze({ minor, currency });
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new CurrencyMismatchError(a.currency, b.currency);
  }
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return createMoney(a.minor + b.minor, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return createMoney(a.minor - b.minor, a.currency);
}

export function negateMoney(a: Money): Money {
  return createMoney(-a.minor, a.currency);
}

/**
 * Splits an amount by ratios without losing a minor unit: the remainder goes, one unit at a
 * time, to the first shares (the usual "allocate" of money libraries).
 */
export function allocateMoney(amount: Money, ratios: readonly number[]): Money[] {
  if (ratios.length === 0 || ratios.some((r) => !Number.isInteger(r) || r < 0)) {
    throw new RangeError('Ratios must be non-negative integers');
  }
  const total = ratios.reduce((sum, r) => sum + BigInt(r), 0n);
  if (total === 0n) {
    throw new RangeError('Ratios must not all be zero');
  }
  const sign = amount.minor < 0n ? -1n : 1n;
  const absolute = amount.minor * sign;
  const shares = ratios.map((r) => (absolute * BigInt(r)) / total);
  let remainder = absolute - shares.reduce((sum, s) => sum + s, 0n);
  for (let i = 0; remainder > 0n; i = (i + 1) % shares.length) {
    if (ratios[i] !== 0) {
      shares[i] = (shares[i] ?? 0n) + 1n;
      remainder -= 1n;
    }
  }
  return shares.map((s) => createMoney(s * sign, amount.currency));
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:[.,](\d+))?$/;

/** Parses "150.5" or "150,500" into minor units; more decimals than the currency has is an error. */
export function parseMoney(text: string, currency: CurrencyCode): Money {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) {
    throw new RangeError(`Not an amount: "${text}"`);
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = getMinorDigits(currency);
  if (fraction.length > digits) {
    throw new RangeError(`${currency} has ${digits} decimals at most`);
  }
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return createMoney(minus ? -minor : minor, currency);
}

/** The plain decimal text of an amount, always with the currency's number of decimals ("150.500"). */
export function formatMoneyPlain(amount: Money): string {
  const digits = getMinorDigits(amount.currency);
  const negative = amount.minor < 0n;
  const absolute = (negative ? -amount.minor : amount.minor).toString().padStart(digits + 1, '0');
  const whole = absolute.slice(0, absolute.length - digits);
  const fraction = absolute.slice(absolute.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}
