/**
 * How a payee's account shows on a card: a RIB or IBAN in its printed groups with the middle hidden,
 * so a glance confirms the right person without the whole number on screen.
 */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { formatIban } from '@baraka/domain/rib/iban';
import { normalizeRib } from '@baraka/domain/rib/rib-key';

const HIDDEN = '••••';

/** "08 006 •••• 9012 61": bank, branch, the account's last four digits and the key. */
export function maskRib(rib: string): string {
  const digits = normalizeRib(rib);
  if (!/^\d{20}$/.test(digits)) {
    return digits;
  }
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${HIDDEN} ${digits.slice(14, 18)} ${digits.slice(18)}`;
}

/** "FR76 •••• 1225": the country and check digits, then the last four characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 12) {
    return formatIban(compact);
  }
  return `${compact.slice(0, 4)} ${HIDDEN} ${compact.slice(-4)}`;
}

export type PayeeAccount = { kind: 'RIB' | 'IBAN'; masked: string; swiftCode: string | null };

/** A RIB for Tunisian payees, IBAN and BIC for international ones. */
export function describePayeeAccount(
  beneficiary: Pick<Beneficiary, 'rib' | 'iban' | 'swiftCode'>,
): PayeeAccount | null {
  if (beneficiary.rib) {
    return { kind: 'RIB', masked: maskRib(beneficiary.rib), swiftCode: null };
  }
  if (beneficiary.iban) {
    return { kind: 'IBAN', masked: maskIban(beneficiary.iban), swiftCode: beneficiary.swiftCode };
  }
  return null;
}

/** Two letters for the avatar: first name and last name initials ("Sami Ben Salah" → "SB"). */
export function getInitials(beneficiary: Pick<Beneficiary, 'firstName' | 'lastName'>): string {
  const first = [...beneficiary.firstName.trim()][0] ?? '';
  const last = [...beneficiary.lastName.trim()][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

export function getFullName(beneficiary: Pick<Beneficiary, 'firstName' | 'lastName'>): string {
  return `${beneficiary.firstName} ${beneficiary.lastName}`.trim();
}
