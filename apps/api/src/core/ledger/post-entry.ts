/**
 * The only code that moves money: one journal entry, its postings and the balance updates in the
 * caller's transaction. Accounts are locked in id order so two entries never wait on each other in
 * a cycle; the database's triggers and constraints enforce the same rules again.
 */
import { sql } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { journalEntries, postings } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { isConstraintViolation } from './database-error.ts';
import { assertBalanced, type EntryInput, netChangeByAccount, operationCodeOf } from './entry-input.ts';
import { createReference } from './references.ts';

export type PostedEntry = {
  entryId: bigint;
  reference: string;
  bookingDate: string;
  valueDate: string;
  /** Balance of each posted account after the entry, in minor units. */
  balancesAfter: Map<string, bigint>;
};

type LockedAccount = {
  id: string;
  currency: string;
  status: string;
  /** Booked balance less open holds. */
  available_minor: string;
  overdraft_limit_minor: string | null;
};

async function lockAccounts(tx: AppTx, ids: string[]): Promise<Map<string, LockedAccount>> {
  const sorted = [...ids].sort();
  const idList = sql.join(
    sorted.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await tx.execute<LockedAccount>(
    sql`select id, currency, status, (balance_minor - held_minor)::text as available_minor, overdraft_limit_minor::text
        from ledger_accounts where id in (${idList}) order by id for update`,
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

function checkAccounts(input: EntryInput, accounts: Map<string, LockedAccount>): void {
  for (const posting of input.postings) {
    const account = accounts.get(posting.accountId);
    if (!account) {
      throw new AppError('NOT_FOUND', { message: `No ledger account ${posting.accountId}` });
    }
    if (account.status !== 'ACTIVE') {
      throw new AppError('ACCOUNT_INACTIVE', { result: { accountId: account.id } });
    }
    if (account.currency !== posting.currency) {
      throw new AppError('CURRENCY_MISMATCH', { result: { accountId: account.id } });
    }
  }
  for (const [accountId, change] of netChangeByAccount(input.postings)) {
    const account = accounts.get(accountId);
    if (!account || change >= 0n || account.overdraft_limit_minor === null) {
      continue;
    }
    if (BigInt(account.available_minor) + change < -BigInt(account.overdraft_limit_minor)) {
      throw new AppError('INSUFFICIENT_FUNDS', { result: { accountId } });
    }
  }
}

export async function postEntry(tx: AppTx, input: EntryInput): Promise<PostedEntry> {
  assertBalanced(input.postings);
  const accounts = await lockAccounts(tx, [...new Set(input.postings.map((p) => p.accountId))]);
  checkAccounts(input, accounts);
  const valueDate = input.valueDate ?? input.bookingDate;
  const reference = input.reference ?? createReference(input.bookingDate);
  try {
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        reference,
        kind: input.kind,
        bookingDate: input.bookingDate,
        valueDate,
        description: input.description,
        metadata: input.metadata ?? {},
      })
      .returning({ id: journalEntries.id });
    if (!entry) {
      throw new Error('The journal entry was not written');
    }
    const ordered = [...input.postings].sort((a, b) => a.accountId.localeCompare(b.accountId));
    const written = await tx
      .insert(postings)
      .values(
        ordered.map((posting) => ({
          entryId: entry.id,
          accountId: posting.accountId,
          amountMinor: posting.amountMinor,
          currency: posting.currency,
          kind: posting.kind,
          operationCode: operationCodeOf(posting),
          label: posting.label,
          bookingDate: input.bookingDate,
          valueDate,
          chequeNumber: posting.chequeNumber,
          counterparty: posting.counterparty,
        })),
      )
      .returning({ accountId: postings.accountId, balanceAfter: postings.balanceAfterMinor });
    const balancesAfter = new Map(written.map((row) => [row.accountId, row.balanceAfter]));
    return { entryId: entry.id, reference, bookingDate: input.bookingDate, valueDate, balancesAfter };
  } catch (error) {
    if (isConstraintViolation(error, 'ledger_accounts_balance_within_overdraft')) {
      throw new AppError('INSUFFICIENT_FUNDS', { cause: error });
    }
    throw error;
  }
}
