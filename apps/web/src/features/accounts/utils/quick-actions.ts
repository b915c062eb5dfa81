/**
 * The dashboard's shortcuts and what each needs (spec §6): the area offered to the user (feature
 * key) and at least one of the service × process pairs the role grants. Nothing is shown that
 * would only lead to a refusal.
 */
import type { FeatureKey } from '@baraka/contracts/shared/features';

export type QuickActionKey =
  | 'transfer'
  | 'beneficiaries'
  | 'cards'
  | 'statement'
  | 'rib'
  | 'history'
  | 'chequebook'
  | 'financing';

export type QuickAction = {
  key: QuickActionKey;
  to: string;
  feature: FeatureKey;
  anyOf: readonly (readonly [service: string, process: string])[];
};

const VIEW_ACCOUNTS = [['ACCOUNT_MANAGEMENT', 'VIEW']] as const;

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    key: 'transfer',
    to: '/transfers',
    feature: 'TRANSFER',
    anyOf: [
      ['OWN_ACCOUNT_TRANSFER', 'CREATE'],
      ['WITHIN_BANK_TRANSFER', 'CREATE'],
      ['LOCAL_TRANSFER', 'CREATE'],
    ],
  },
  {
    key: 'beneficiaries',
    to: '/beneficiaries',
    feature: 'BENEFICIARIES',
    anyOf: [
      ['WITHIN_BANK_BENEFICIARIES', 'VIEW'],
      ['LOCAL_BENEFICIARIES', 'VIEW'],
      ['INTERNATIONAL_BENEFICIARIES', 'VIEW'],
    ],
  },
  { key: 'history', to: '/accounts/transactions', feature: 'ACCOUNTS', anyOf: VIEW_ACCOUNTS },
  { key: 'statement', to: '/accounts/statement', feature: 'ACCOUNTS', anyOf: VIEW_ACCOUNTS },
  { key: 'rib', to: '/accounts', feature: 'ACCOUNTS', anyOf: VIEW_ACCOUNTS },
  {
    key: 'cards',
    to: '/cards',
    feature: 'CARDS',
    anyOf: [
      ['BLOCK_CARD', 'VIEW'],
      ['CARD_REQUEST', 'VIEW'],
    ],
  },
  {
    key: 'chequebook',
    to: '/cheques/add-cheque-request',
    feature: 'CHEQUE_BOOK',
    anyOf: [['CHECKBOOK_REQUEST', 'CREATE']],
  },
  { key: 'financing', to: '/credits', feature: 'LOAN', anyOf: [['FINANCE', 'VIEW']] },
];

export type Grants = {
  hasPermission: (service: string, process: string) => boolean;
  isFeatureAvailable: (feature: FeatureKey) => boolean;
};

export function selectQuickActions(grants: Grants): QuickAction[] {
  return QUICK_ACTIONS.filter(
    (action) =>
      grants.isFeatureAvailable(action.feature) &&
      action.anyOf.some(([service, process]) => grants.hasPermission(service, process)),
  );
}
