/**
 * BIC (SWIFT code, ISO 9362): bank (4 letters), country (2 letters), location (2 letters or
 * digits) and an optional branch (3 letters or digits); "XXX" is the head office, so an 8-character
 * BIC and the same one ending in XXX name the same bank.
 */

const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidBic(value: string): boolean {
  return BIC_PATTERN.test(normalizeBic(value));
}

/** The ISO 3166 country of a BIC (letters 5 and 6). */
export function getBicCountry(bic: string): string {
  return normalizeBic(bic).slice(4, 6);
}

/** The head-office form: 8 characters, a trailing XXX dropped. */
export function toHeadOfficeBic(bic: string): string {
  return normalizeBic(bic).slice(0, 8);
}
