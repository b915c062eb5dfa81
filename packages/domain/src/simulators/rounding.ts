/** Rounding of computed values to their unit's decimals, half away from zero, as an exact integer. */
import { type SimulatorUnit, UNIT_DECIMALS } from './definition.ts';

/**
 * `value` × 10^decimals rounded half away from zero. The shift is done on the decimal text of the
 * number ("1.0005e3"), not by multiplying, so 1.0005 becomes 1001 and not 1000 (1.0005 × 1000 is
 * 1000.4999… in binary).
 */
export function roundToScaled(value: number, decimals: number): bigint {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round ${value}`);
  }
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const shifted = text.includes('e') ? magnitude * 10 ** decimals : Number(`${text}e${decimals}`);
  const rounded = BigInt(Math.round(shifted));
  return value < 0 ? -rounded : rounded;
}

/** Back from the scaled integer to a number (the nearest double to the decimal value). */
export function scaledToNumber(scaled: bigint, decimals: number): number {
  return Number(`${scaled}e-${decimals}`);
}

/** The value rounded to what its unit shows: millimes for money, hundredths for percentages. */
export function roundForUnit(value: number, unit: SimulatorUnit): number {
  const decimals = UNIT_DECIMALS[unit];
  return scaledToNumber(roundToScaled(value, decimals), decimals);
}

/** Plain decimal text with exactly the unit's decimals ("1234.500", "9.75", "240"), for the wire. */
export function formatScaled(scaled: bigint, decimals: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
