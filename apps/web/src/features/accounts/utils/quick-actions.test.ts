import { getRoleGrants } from '@baraka/domain/permissions/role-grants';
import { describe, expect, it } from 'vitest';
import { type Grants, selectQuickActions } from './quick-actions';

const grantsOf = (role: Parameters<typeof getRoleGrants>[0], features: readonly string[]): Grants => {
  const grants = getRoleGrants(role);
  return {
    hasPermission: (service, process) =>
      grants.some((grant) => grant.service === service && grant.process === process),
    isFeatureAvailable: (feature) => features.includes(feature),
  };
};

const ALL = ['ACCOUNTS', 'BENEFICIARIES', 'TRANSFER', 'LOAN', 'CARDS', 'CHEQUE_BOOK', 'TRADE'];

describe('selectQuickActions', () => {
  it('offers a Basic Plus customer transfers, beneficiaries and a chequebook order', () => {
    const keys = selectQuickActions(grantsOf('RETAIL_BASIC_PLUS', ALL)).map((action) => action.key);
    expect(keys).toEqual([
      'transfer',
      'beneficiaries',
      'history',
      'statement',
      'rib',
      'cards',
      'chequebook',
      'financing',
    ]);
  });

  it('leaves out what a Basic customer may not order', () => {
    const keys = selectQuickActions(grantsOf('RETAIL_BASIC', ALL)).map((action) => action.key);
    expect(keys).not.toContain('transfer');
    expect(keys).not.toContain('chequebook');
    expect(keys).toContain('statement');
  });

  it('leaves out an area the pack does not offer, whatever the role', () => {
    const keys = selectQuickActions(grantsOf('RETAIL_BASIC_PLUS', ['ACCOUNTS'])).map((action) => action.key);
    expect(keys).toEqual(['history', 'statement', 'rib']);
  });
});
