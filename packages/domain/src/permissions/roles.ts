/** Which role a user holds (spec §6): by customer kind and subscription pack, or a company's delegate. */

export type CustomerKindName = 'INDIVIDUAL' | 'COMPANY';
export type PackName = 'BASIC' | 'BASIC_PLUS';

export const ROLE_NAMES = [
  'RETAIL_BASIC',
  'RETAIL_BASIC_PLUS',
  'BUSINESS_BASIC',
  'BUSINESS_BASIC_PLUS',
  'BUSINESS_DELEGATE',
  'DEMO',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export type RoleHolder = {
  kind: CustomerKindName;
  pack: PackName;
  /** False for a user a company's account holder gave limited rights to. */
  isHolder: boolean;
  isDemo: boolean;
};

export const getRoleName = ({ kind, pack, isHolder, isDemo }: RoleHolder): RoleName => {
  if (isDemo) {
    return 'DEMO';
  }
  if (kind === 'COMPANY') {
    if (!isHolder) {
      return 'BUSINESS_DELEGATE';
    }
    return pack === 'BASIC_PLUS' ? 'BUSINESS_BASIC_PLUS' : 'BUSINESS_BASIC';
  }
  return pack === 'BASIC_PLUS' ? 'RETAIL_BASIC_PLUS' : 'RETAIL_BASIC';
};

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  RETAIL_BASIC: 'Individual customer, Basic pack',
  RETAIL_BASIC_PLUS: 'Individual customer, Basic Plus pack',
  BUSINESS_BASIC: 'Company account holder, Basic pack',
  BUSINESS_BASIC_PLUS: 'Company account holder, Basic Plus pack',
  BUSINESS_DELEGATE: 'Company user, limited to the rights its account holder granted',
  DEMO: 'Demo mode: read-only sandbox customer',
};
