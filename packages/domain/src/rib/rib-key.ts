/**
 * Tunisian RIB: 20 digits — bank (2), branch (3), account (13), key (2). The key makes the whole
 * number divisible by 97: key = 97 − (first 18 digits × 100 mod 97).
 */

const RIB_PATTERN = /^\d{20}$/;

export function computeRibKey(first18: string): string {
  if (!/^\d{18}$/.test(first18)) {
    throw new Error('A RIB key is computed over 18 digits');
  }
  const key = 97n - ((BigInt(first18) * 100n) % 97n);
  return key.toString().padStart(2, '0');
}

/** Spaces are allowed in what people type ("32 001 0012345678901 45"); they do not count. */
export function normalizeRib(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidRib(value: string): boolean {
  const rib = normalizeRib(value);
  return RIB_PATTERN.test(rib) && computeRibKey(rib.slice(0, 18)) === rib.slice(18);
}
