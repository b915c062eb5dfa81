import type { Account } from '@baraka/contracts/accounts/schemas';
import { describe, expect, it } from 'vitest';
import { subtractAmounts, totalByCurrency } from './account-totals';

const account = (currency: string, currentBalance: string): Account => ({
  id: crypto.randomUUID(),
  accountCategory: '1001',
  accountNumber: '•••• 0001',
  title: 'Compte',
  currency,
  sector: null,
  rib: '32001001234567890151',
  iban: 'TN5932001001234567890151',
  accountType: 'CURRENT',
  branchName: 'Tunis',
  branchCode: '001',
  workingBalance: currentBalance,
  currentBalance,
  onlineActualBalance: currentBalance,
  openDate: '2020-01-01',
  eligibleAccountStatement: true,
  eligibleRib: true,
  state: 'ACTIVE',
  minAmount: null,
  maxAmount: null,
});

describe('totalByCurrency', () => {
  it('adds balances exactly, per currency, dinar first', () => {
    const totals = totalByCurrency([
      account('EUR', '748.22'),
      account('TND', '2769.800'),
      account('TND', '0.201'),
      account('TND', '-0.001'),
      account('EUR', '0.08'),
    ]);
    expect(totals).toEqual([
      { currency: 'TND', amount: '2770.000', accountCount: 3 },
      { currency: 'EUR', amount: '748.30', accountCount: 2 },
    ]);
  });

  it('gives no total without accounts', () => {
    expect(totalByCurrency([])).toEqual([]);
  });
});

describe('subtractAmounts', () => {
  it('subtracts exactly in the currency', () => {
    expect(subtractAmounts('2875.000', '1916.207', 'TND')).toBe('958.793');
    expect(subtractAmounts('0.000', '1916.207', 'TND')).toBe('-1916.207');
    expect(subtractAmounts('0.10', '-0.20', 'EUR')).toBe('0.30');
  });
});
