/** A ledger account row as the spec's Account (masked number, RIB, IBAN, three balances). */
import type { Account, Language } from '@baraka/contracts';
import { maskAccountNumber, ribToIban } from '@baraka/domain';
import type { ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { nameAccount } from './account-products.ts';
import { getAvailableMinor } from './available-balance.ts';

type AccountRow = typeof ledgerAccounts.$inferSelect;

export type AccountBalances = {
  /** Sum of the postings whose value date has not come yet. */
  notYetValueDatedMinor: bigint;
};

export function toAccount(row: AccountRow, balances: AccountBalances, language: Language): Account {
  const decimal = (minor: bigint) => toDecimal(minor, row.currency);
  const optional = (minor: bigint | null) => (minor === null ? null : decimal(minor));
  return {
    id: row.id,
    accountCategory: row.category,
    accountNumber: maskAccountNumber(row.accountNumber),
    title: nameAccount(row, language),
    currency: row.currency,
    sector: row.sector,
    rib: row.rib,
    iban: ribToIban(row.rib),
    accountType: (row.accountType ?? 'CURRENT') as Account['accountType'],
    branchName: row.branchName,
    branchCode: row.branchCode,
    workingBalance: decimal(row.balanceMinor - balances.notYetValueDatedMinor),
    currentBalance: decimal(row.balanceMinor),
    onlineActualBalance: decimal(getAvailableMinor(row)),
    openDate: row.openDate,
    eligibleAccountStatement: row.eligibleStatement,
    eligibleRib: row.eligibleRib,
    state: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    minAmount: optional(row.alertMinMinor),
    maxAmount: optional(row.alertMaxMinor),
  };
}
