/** Accounts and payees the transfer helpers' tests share. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { buildRib } from '@baraka/domain/rib/iban';
import { createEmptyDraft, type TransferDraft } from './transfer-draft';
import type { OrderType } from './transfer-types';

export const MAIN_ID = '0b9c5a3e-6d3f-4e8a-9a51-2b4c1d7e8f90';
export const SAVING_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const EURO_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
export const PAYEE_ID = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6071';

export const OTHER_BANK_RIB = buildRib('08', '006', '0123456789012');
export const OWN_BANK_RIB = buildRib('32', '004', '0001234567890');
export const MAIN_RIB = buildRib('32', '001', '0012345678901');

const account = (id: string, overrides: Partial<Account>): Account => ({
  id,
  accountCategory: 'CURRENT',
  accountNumber: '•••• 8901',
  title: 'Compte courant',
  currency: 'TND',
  sector: null,
  rib: buildRib('32', '001', `00${id.replace(/\D/g, '').slice(0, 11).padEnd(11, '0')}`),
  iban: '',
  accountType: 'CURRENT',
  branchName: 'Tunis',
  branchCode: '001',
  workingBalance: '1000.000',
  currentBalance: '1000.000',
  onlineActualBalance: '1000.000',
  openDate: '2020-01-01',
  eligibleAccountStatement: true,
  eligibleRib: true,
  state: 'ACTIVE',
  minAmount: null,
  maxAmount: null,
  ...overrides,
});

export const ACCOUNTS: Account[] = [
  account(MAIN_ID, { accountType: 'MAIN', rib: MAIN_RIB }),
  account(SAVING_ID, { accountType: 'SAVING', title: 'Épargne', onlineActualBalance: '5000.000' }),
  account(EURO_ID, { title: 'Compte en devises', currency: 'EUR', onlineActualBalance: '700.00' }),
];

export const draftOf = (type: OrderType, overrides: Partial<TransferDraft> = {}): TransferDraft => ({
  ...createEmptyDraft(type),
  debitAccountId: MAIN_ID,
  amount: '150',
  ...overrides,
});
