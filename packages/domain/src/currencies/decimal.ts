/** Exact decimal text ⇄ scaled integers, so rates and amounts never pass through a float. */

/** A non-negative rational number `numerator / denominator`, both integers. */
export type Fraction = { readonly numerator: bigint; readonly denominator: bigint };

const DECIMAL_PATTERN = /^(\d+)(?:[.,](\d+))?$/;

/** Parses "3.3850" or "12,5" into an exact fraction; anything else (signs, exponents) is refused. */
export function parseDecimal(text: string): Fraction {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) {
    throw new RangeError(`Not a decimal number: "${text}"`);
  }
  const [, whole = '0', fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

export function divideFractions(a: Fraction, b: Fraction): Fraction {
  if (b.numerator === 0n) {
    throw new RangeError('Division by zero');
  }
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

/**
 * Rounds half up (the only rounding a non-negative amount needs) to `digits` decimals and writes it
 * with exactly that many decimals: 2/3 at 3 digits is "0.667".
 */
export function formatFractionHalfUp(value: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (2n * value.numerator * scale + value.denominator) / (2n * value.denominator);
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return digits > 0 ? `${whole}.${text.slice(text.length - digits)}` : whole;
}
