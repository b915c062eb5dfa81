/**
 * The four single transfers a customer orders from these pages, their addresses (spec §2: the
 * form under transfer-type/<slug>, its review and confirmation under /transfers/<slug>) and the
 * API call that books each one (spec §7).
 */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import { TRANSFER_SERVICES } from '@baraka/contracts/transfers/requests';

export const ORDER_TYPES = ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL', 'INTERNATIONAL'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_SLUGS: Record<OrderType, string> = {
  OWN_ACCOUNT: 'own-account',
  WITHINBANK: 'within-bank',
  NATIONAL: 'add-local',
  INTERNATIONAL: 'add-international',
};

/** The spec §6 service whose CREATE permission sends this type. */
export const ORDER_SERVICES: Record<OrderType, string> = {
  OWN_ACCOUNT: TRANSFER_SERVICES.OWN_ACCOUNT,
  WITHINBANK: TRANSFER_SERVICES.WITHINBANK,
  NATIONAL: TRANSFER_SERVICES.NATIONAL,
  INTERNATIONAL: TRANSFER_SERVICES.INTERNATIONAL,
};

/** The saved payees each type pays; own-account transfers pay the customer's own accounts. */
export const PAYEE_TYPES: Record<Exclude<OrderType, 'OWN_ACCOUNT'>, BeneficiaryTypeName> = {
  WITHINBANK: 'WITHINBANK',
  NATIONAL: 'LOCAL',
  INTERNATIONAL: 'INTERNATIONAL',
};

/** Types that may pay a payee typed in for the first time (spec §6: adding covers these two). */
export const NEW_PAYEE_TYPES: readonly OrderType[] = ['WITHINBANK', 'NATIONAL'];

export const TRANSFERS_HOME_PATH = '/transfers';
export const TRANSFER_DETAILS_PATH = '/transfers/transfer-details';

export const getFormPath = (type: OrderType): string => `/transfers/transfer-type/${ORDER_SLUGS[type]}`;
export const getReviewPath = (type: OrderType): string => `/transfers/${ORDER_SLUGS[type]}`;
export const getDetailsPath = (transferId: string): string =>
  `${TRANSFER_DETAILS_PATH}?id=${encodeURIComponent(transferId)}`;

/**
 * The booking call's path (kept in the browser's history with the draft): a new payee inside the
 * bank goes through addwithinbank, which checks the name.
 */
export function getOrderCall(type: OrderType, isNewPayee: boolean): string {
  switch (type) {
    case 'OWN_ACCOUNT':
      return transfersEndpoints.personal.path;
    case 'WITHINBANK':
      return isNewPayee ? transfersEndpoints.newWithinBank.path : transfersEndpoints.withinBank.path;
    case 'NATIONAL':
      return transfersEndpoints.local.path;
    case 'INTERNATIONAL':
      return transfersEndpoints.international.path;
  }
}

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}
