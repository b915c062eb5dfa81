/**
 * The demo customers' accounts (embedded default only): each seeded customer's main account is the
 * RIB the identity seed gave them; the others follow "customer number + type + sequence".
 */
import type { HistoryProfile } from './history-profiles.ts';

export type AccountPlan = {
  accountType: 'MAIN' | 'CURRENT' | 'SAVING';
  currency: 'TND' | 'EUR' | 'USD';
  /** The product code: the account opens under its product's name (account-products.ts). */
  category: string;
  /** Taken from the customer's RIB for MAIN accounts. */
  accountNumber?: string;
  overdraftTnd?: number;
  openDate: string;
  profile: HistoryProfile;
  /** Company users other than the holder who may see this account. */
  grantedTo?: string[];
};

export type CustomerPlan = { customerNumber: string; sector: string; accounts: AccountPlan[] };

export const ACCOUNT_PLANS: CustomerPlan[] = [
  {
    customerNumber: '10000001',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1001',
        overdraftTnd: 500,
        openDate: '2019-03-14',
        profile: 'salaried',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2003',
        openDate: '2021-09-01',
        profile: 'savings',
      },
      {
        accountType: 'CURRENT',
        currency: 'EUR',
        category: '1102',
        openDate: '2022-06-20',
        profile: 'foreignFamily',
      },
    ],
  },
  {
    customerNumber: '10000002',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1005',
        openDate: '2022-10-03',
        profile: 'student',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2001',
        openDate: '2023-01-15',
        profile: 'savings',
      },
    ],
  },
  {
    customerNumber: '10000003',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1002',
        overdraftTnd: 3000,
        openDate: '2015-05-11',
        profile: 'premium',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2004',
        openDate: '2018-02-01',
        profile: 'savings',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2002',
        openDate: '2020-07-07',
        profile: 'savings',
      },
      {
        accountType: 'CURRENT',
        currency: 'USD',
        category: '1103',
        openDate: '2021-03-30',
        profile: 'foreignFamily',
      },
    ],
  },
  {
    customerNumber: '20000001',
    sector: 'Commerce de gros',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1201',
        overdraftTnd: 20000,
        openDate: '2017-01-09',
        profile: 'company',
        grantedTo: ['nour.viewer'],
      },
      {
        accountType: 'CURRENT',
        currency: 'TND',
        category: '1202',
        openDate: '2019-04-02',
        profile: 'companySuppliers',
      },
      {
        accountType: 'CURRENT',
        currency: 'EUR',
        category: '1203',
        openDate: '2020-11-16',
        profile: 'companyExport',
      },
    ],
  },
  {
    customerNumber: '90000001',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1001',
        overdraftTnd: 500,
        openDate: '2020-01-06',
        profile: 'salaried',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2001',
        openDate: '2021-05-10',
        profile: 'savings',
      },
      {
        accountType: 'CURRENT',
        currency: 'EUR',
        category: '1102',
        openDate: '2022-02-14',
        profile: 'foreignFamily',
      },
    ],
  },
  {
    customerNumber: '10000004',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1001',
        openDate: '2016-08-22',
        profile: 'retired',
      },
      {
        accountType: 'SAVING',
        currency: 'TND',
        category: '2001',
        openDate: '2016-08-22',
        profile: 'savings',
      },
    ],
  },
  {
    customerNumber: '10000005',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1005',
        openDate: '2021-04-12',
        profile: 'student',
      },
    ],
  },
  {
    customerNumber: '10000006',
    sector: 'Particuliers',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1001',
        openDate: '2018-12-03',
        profile: 'retired',
      },
    ],
  },
  {
    customerNumber: '20000002',
    sector: 'Artisanat',
    accounts: [
      {
        accountType: 'MAIN',
        currency: 'TND',
        category: '1201',
        openDate: '2019-09-09',
        profile: 'companySuppliers',
      },
    ],
  },
];

/** 13 digits: customer number (8), account type code (2), sequence (3). */
export function planAccountNumber(customerNumber: string, plan: AccountPlan, sequence: number): string {
  const typeCode = { MAIN: '10', CURRENT: '20', SAVING: '30' }[plan.accountType];
  return `${customerNumber}${typeCode}${String(sequence).padStart(3, '0')}`;
}
