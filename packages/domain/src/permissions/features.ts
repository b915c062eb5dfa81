/**
 * The feature keys of spec §2 the web app offers a user, from what their role grants on the
 * channel: an area is offered when at least one of its services is granted. Profile and devices
 * belong to every signed-in user.
 */
import { type ChannelName, SERVICES, type ServiceCategory } from './catalogue.ts';
import type { Grant } from './role-grants.ts';

export const FEATURE_NAMES = [
  'ACCOUNTS',
  'BENEFICIARIES',
  'TRANSFER',
  'LOAN',
  'CARDS',
  'CHEQUE_BOOK',
  'TRADE',
  'PROFILE',
  'DEVICES',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** The feature each service category opens (the category names follow spec §6). */
const CATEGORY_FEATURE: Record<ServiceCategory, FeatureName> = {
  ACCOUNTS: 'ACCOUNTS',
  BENEFICIARIES: 'BENEFICIARIES',
  TRANSFER: 'TRANSFER',
  LOAN: 'LOAN',
  CARDS: 'CARDS',
  CHEQUE_BOOK: 'CHEQUE_BOOK',
  TRADE: 'TRADE',
};

const ALWAYS: readonly FeatureName[] = ['PROFILE', 'DEVICES'];

export const listFeatures = (grants: readonly Grant[], channel: ChannelName): FeatureName[] => {
  const offered = new Set<FeatureName>(ALWAYS);
  for (const item of grants) {
    if (item.channels.includes(channel)) {
      offered.add(CATEGORY_FEATURE[SERVICES[item.service]]);
    }
  }
  return FEATURE_NAMES.filter((feature) => offered.has(feature));
};
