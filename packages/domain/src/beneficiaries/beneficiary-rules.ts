/**
 * Who can be a payee (spec §3 "Beneficiary", §6): a national beneficiary banks at another Tunisian
 * bank, a within-bank one at Al Baraka (code 32), an international one abroad (IBAN and BIC).
 * Each type has its own permission service.
 */
import type { ServiceName } from '../permissions/catalogue.ts';
import { getBicCountry, isValidBic } from '../rib/bic.ts';
import { isValidIban } from '../rib/iban.ts';
import { isValidRib, normalizeRib } from '../rib/rib-key.ts';
import { findTunisianBank, isOwnBankRib } from '../rib/tunisian-banks.ts';

export const BENEFICIARY_TYPES = ['LOCAL', 'WITHINBANK', 'INTERNATIONAL'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

export const BENEFICIARY_SERVICES = {
  LOCAL: 'LOCAL_BENEFICIARIES',
  WITHINBANK: 'WITHIN_BANK_BENEFICIARIES',
  INTERNATIONAL: 'INTERNATIONAL_BENEFICIARIES',
} as const satisfies Record<BeneficiaryType, ServiceName>;

/** What is wrong with a RIB for a national or within-bank payee; the names are the form keys. */
export type RibProblem = 'invalidRib' | 'ribOwnBank' | 'ribOtherBank' | 'ribUnknownBank';

export function checkBeneficiaryRib(type: 'LOCAL' | 'WITHINBANK', value: string): RibProblem | null {
  const rib = normalizeRib(value);
  if (!isValidRib(rib)) {
    return 'invalidRib';
  }
  if (type === 'WITHINBANK') {
    return isOwnBankRib(rib) ? null : 'ribOtherBank';
  }
  if (isOwnBankRib(rib)) {
    return 'ribOwnBank';
  }
  return findTunisianBank(rib) ? null : 'ribUnknownBank';
}

export type IbanProblem = 'invalidIban' | 'ibanTunisian';

/** An international payee's IBAN: valid, and not a Tunisian one (those are national or within-bank). */
export function checkInternationalIban(value: string): IbanProblem | null {
  if (!isValidIban(value)) {
    return 'invalidIban';
  }
  return value.replace(/\s+/g, '').toUpperCase().startsWith('TN') ? 'ibanTunisian' : null;
}

/** The BIC names a bank of the IBAN's country: a typo in either shows here. */
export function isBicOfIbanCountry(bic: string, iban: string): boolean {
  return isValidBic(bic) && getBicCountry(bic) === iban.replace(/\s+/g, '').slice(0, 2).toUpperCase();
}
