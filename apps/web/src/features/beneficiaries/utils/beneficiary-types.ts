/**
 * The three kinds of payee (spec §3) as the pages see them: the order they are listed in, their
 * routes (spec §2 add-*, edit-*), the transfer form each one is paid with, and the services that
 * grant adding, editing, deleting or paying them (spec §6).
 */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { BENEFICIARY_SERVICES } from '@baraka/domain/beneficiaries/beneficiary-rules';

/** Within bank first: Al Baraka's own customers, then other Tunisian banks, then abroad. */
export const BENEFICIARY_TYPE_ORDER: readonly BeneficiaryTypeName[] = [
  'WITHINBANK',
  'LOCAL',
  'INTERNATIONAL',
];

type TypeRoutes = { slug: string; transferPath: string; transferService: string };

const ROUTES: Record<BeneficiaryTypeName, TypeRoutes> = {
  WITHINBANK: {
    slug: 'wb',
    transferPath: '/transfers/transfer-type/within-bank',
    transferService: 'WITHIN_BANK_TRANSFER',
  },
  LOCAL: {
    slug: 'national',
    transferPath: '/transfers/transfer-type/add-local',
    transferService: 'LOCAL_TRANSFER',
  },
  INTERNATIONAL: {
    slug: 'international',
    transferPath: '/transfers/transfer-type/add-international',
    transferService: 'INTERNATIONAL_TRANSFER',
  },
};

export const BENEFICIARIES_PATH = '/beneficiaries';
export const BENEFICIARY_TYPE_PATH = '/beneficiaries/benef-type';

export function getAddPath(type: BeneficiaryTypeName): string {
  return `${BENEFICIARIES_PATH}/add-${ROUTES[type].slug}-benef`;
}

export function getEditPath(type: BeneficiaryTypeName, id: string): string {
  return `${BENEFICIARIES_PATH}/edit-${ROUTES[type].slug}-benef?id=${encodeURIComponent(id)}`;
}

/** The transfer form of the payee's kind, with the payee already chosen. */
export function getTransferPath(type: BeneficiaryTypeName, id: string): string {
  return `${ROUTES[type].transferPath}?beneficiaryId=${encodeURIComponent(id)}`;
}

/** The permission service of this kind of payee (LOCAL_BENEFICIARIES...). */
export function getBeneficiaryService(type: BeneficiaryTypeName): string {
  return BENEFICIARY_SERVICES[type];
}

/** The transfer service that pays this kind of payee (LOCAL_TRANSFER...). */
export function getTransferService(type: BeneficiaryTypeName): string {
  return ROUTES[type].transferService;
}

/** Within-bank and national payees are identified by a RIB, international ones by IBAN and BIC. */
export function isTunisianType(type: BeneficiaryTypeName): type is 'LOCAL' | 'WITHINBANK' {
  return type !== 'INTERNATIONAL';
}

/** Groups in listing order, whatever order the server answered in. */
export function sortByTypeOrder<T extends { beneficiaryType: BeneficiaryTypeName }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      BENEFICIARY_TYPE_ORDER.indexOf(a.beneficiaryType) - BENEFICIARY_TYPE_ORDER.indexOf(b.beneficiaryType),
  );
}

export type AddAvailability = 'available' | 'switchedOff' | 'notPermitted';

/**
 * Whether a kind of payee may be added, and if not why: the server's group says `canAdd`; a role
 * that grants CREATE on international payees but no `canAdd` means the bank has not opened it
 * (INTERNATIONAL_BENEFICIARY_ADD_ENABLED off), which the page explains rather than hides.
 */
export function getAddAvailability(
  type: BeneficiaryTypeName,
  group: { canAdd: boolean } | undefined,
  mayCreate: boolean,
): AddAvailability {
  if (group?.canAdd) {
    return 'available';
  }
  return type === 'INTERNATIONAL' && mayCreate ? 'switchedOff' : 'notPermitted';
}
