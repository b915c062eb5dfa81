/**
 * Tunisian RIB and IBAN: IBAN = TN59 + RIB (the check digits of "TN" over a valid RIB are always
 * 59, because the RIB key already makes the number divisible by 97), bank code 32 for this bank.
 */
import { computeRibKey, isValidRib, normalizeRib } from './rib-key.ts';

export const BANK_CODE = '32';
export const TUNISIAN_IBAN_PREFIX = 'TN59';

export type RibParts = { bank: string; branch: string; account: string; key: string };

/** Builds a RIB from its bank (2), branch (3) and account (13) digits, computing the key. */
export function buildRib(bank: string, branch: string, account: string): string {
  if (!/^\d{2}$/.test(bank) || !/^\d{3}$/.test(branch) || !/^\d{13}$/.test(account)) {
    throw new RangeError('A RIB is bank (2 digits), branch (3) and account (13)');
  }
  const first18 = `${bank}${branch}${account}`;
  return `${first18}${computeRibKey(first18)}`;
}

export function splitRib(rib: string): RibParts {
  const digits = normalizeRib(rib);
  if (!isValidRib(digits)) {
    throw new RangeError('Not a valid RIB');
  }
  return {
    bank: digits.slice(0, 2),
    branch: digits.slice(2, 5),
    account: digits.slice(5, 18),
    key: digits.slice(18),
  };
}

/** "32 001 0012345678901 51": the grouping printed on cheques and RIB certificates. */
export function formatRib(rib: string): string {
  const { bank, branch, account, key } = splitRib(rib);
  return `${bank} ${branch} ${account} ${key}`;
}

/**
 * ISO 13616 check digits of an IBAN: 98 − (BBAN + country + "00" as digits mod 97), letters counting
 * as 10 to 35. The remainder is carried digit by digit, without building the 30-digit number.
 */
export function computeIbanCheckDigits(country: string, bban: string): string {
  let remainder = 0;
  for (const char of `${bban}${country}00`.toUpperCase()) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

/** Any IBAN: country, check digits and a BBAN of 11–30 letters or digits, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) {
    return false;
  }
  if (iban.startsWith('TN') && (iban.length !== 24 || !isValidRib(iban.slice(4)))) {
    return false;
  }
  return computeIbanCheckDigits(iban.slice(0, 2), iban.slice(4)) === iban.slice(2, 4);
}

export function ribToIban(rib: string): string {
  const digits = normalizeRib(rib);
  if (!isValidRib(digits)) {
    throw new RangeError('Not a valid RIB');
  }
  return `TN${computeIbanCheckDigits('TN', digits)}${digits}`;
}

/** Groups of four ("TN59 3200 1001 …"), as IBANs are printed. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the last four digits of an account number show ("•••• 8901"). */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
