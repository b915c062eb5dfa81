/**
 * Customer accounts funded from the bank's CASH account, for the ledger's load tests and bench:
 * the customers' total per currency is known, and CASH holds its opposite.
 */
import type { AppDb } from '../../../db/client.ts';
import { getBankAccountId } from '../bank-accounts.ts';
import { postEntry } from '../post-entry.ts';
import type { LedgerFixture } from './ledger-fixture.ts';

export type FundedAccount = { id: string; currency: string; overdraftMinor: bigint };

export type FundedBooks = {
  accounts: FundedAccount[];
  /** What the customer accounts hold together, per currency. */
  totals: Map<string, bigint>;
};

export type FundingPlan = {
  count: number;
  /** Each account's currency, overdraft and opening deposit, by its 0-based index. */
  currencyOf(index: number): string;
  overdraftMinor(index: number): bigint;
  depositMinor(index: number, currency: string): bigint;
};

const fundFromCash = async (db: AppDb, account: FundedAccount, amountMinor: bigint): Promise<void> => {
  await db.transaction(async (tx) => {
    const cashId = await getBankAccountId(tx, 'CASH', account.currency);
    await postEntry(tx, {
      kind: 'AGENCY_DEPOSIT',
      description: 'Opening deposit',
      bookingDate: '2026-01-02',
      postings: [
        {
          accountId: cashId,
          amountMinor: -amountMinor,
          currency: account.currency,
          kind: 'AGENCY_DEPOSIT',
          label: 'Versement',
        },
        {
          accountId: account.id,
          amountMinor,
          currency: account.currency,
          kind: 'AGENCY_DEPOSIT',
          label: 'Versement espèces',
        },
      ],
    });
  });
};

export async function openFundedAccounts(fixture: LedgerFixture, plan: FundingPlan): Promise<FundedBooks> {
  const accounts: FundedAccount[] = [];
  const totals = new Map<string, bigint>();
  for (let index = 0; index < plan.count; index += 1) {
    const currency = plan.currencyOf(index);
    const overdraftMinor = plan.overdraftMinor(index);
    const id = await fixture.openAccount(1000 + index, overdraftMinor, currency);
    const account = { id, currency, overdraftMinor };
    const deposit = plan.depositMinor(index, currency);
    await fundFromCash(fixture.database.db, account, deposit);
    totals.set(currency, (totals.get(currency) ?? 0n) + deposit);
    accounts.push(account);
  }
  return { accounts, totals };
}
