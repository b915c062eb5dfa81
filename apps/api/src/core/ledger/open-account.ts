/** Opens a customer's ledger account: RIB from bank 32, its branch and a 13-digit number; balance 0. */
import { BANK_CODE, buildRib } from '@baraka/domain';
import type { AppTx } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';

export type NewCustomerAccount = {
  customerId: string;
  branchCode: string;
  branchName: string;
  /** 13 digits. */
  accountNumber: string;
  currency: string;
  accountType: 'MAIN' | 'CURRENT' | 'SAVING';
  category: string;
  title: string;
  sector?: string;
  openDate: string;
  overdraftLimitMinor?: bigint;
};

export async function openCustomerAccount(tx: AppTx, account: NewCustomerAccount): Promise<string> {
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({
      owner: 'CUSTOMER',
      customerId: account.customerId,
      accountNumber: account.accountNumber,
      rib: buildRib(BANK_CODE, account.branchCode, account.accountNumber),
      currency: account.currency,
      accountType: account.accountType,
      category: account.category,
      title: account.title,
      sector: account.sector,
      branchCode: account.branchCode,
      branchName: account.branchName,
      openDate: account.openDate,
      overdraftLimitMinor: account.overdraftLimitMinor ?? 0n,
    })
    .returning({ id: ledgerAccounts.id });
  if (!row) {
    throw new Error('The account was not opened');
  }
  return row.id;
}
