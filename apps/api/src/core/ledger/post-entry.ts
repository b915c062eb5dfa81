/**
 * The only code that moves money: one journal entry, its postings and the balance updates in the
 * caller's transaction, in one round trip (the database's ledger_post_entry, migration 0031). It
 * locks the posted accounts in ascending id order, so two entries never wait on each other in a
 * cycle; the database's triggers and constraints enforce the same rules again.
 */
import { sql } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { isConstraintViolation } from './database-error.ts';
import { assertBalanced, type EntryInput, operationCodeOf } from './entry-input.ts';
import { createReference } from './references.ts';

export type PostedEntry = {
  entryId: bigint;
  reference: string;
  bookingDate: string;
  valueDate: string;
  /** Balance of each posted account after the entry, in minor units. */
  balancesAfter: Map<string, bigint>;
};

/** What ledger_post_entry answers: the refusal, before anything is written, or the entry. */
type PostingOutcome =
  | {
      refusal: 'NOT_FOUND' | 'ACCOUNT_INACTIVE' | 'CURRENCY_MISMATCH' | 'INSUFFICIENT_FUNDS';
      accountId: string;
    }
  | { entryId: string; balances: Record<string, string> };

const refusalOf = (outcome: Extract<PostingOutcome, { refusal: string }>): AppError =>
  outcome.refusal === 'NOT_FOUND'
    ? new AppError('NOT_FOUND', { message: `No ledger account ${outcome.accountId}` })
    : new AppError(outcome.refusal, { result: { accountId: outcome.accountId } });

export async function postEntry(tx: AppTx, input: EntryInput): Promise<PostedEntry> {
  assertBalanced(input.postings);
  const valueDate = input.valueDate ?? input.bookingDate;
  const reference = input.reference ?? createReference(input.bookingDate);
  const entry = JSON.stringify({
    reference,
    kind: input.kind,
    bookingDate: input.bookingDate,
    valueDate,
    description: input.description,
    metadata: input.metadata ?? {},
    postings: input.postings.map((posting) => ({
      accountId: posting.accountId,
      amountMinor: posting.amountMinor.toString(),
      currency: posting.currency,
      kind: posting.kind,
      operationCode: operationCodeOf(posting),
      label: posting.label,
      chequeNumber: posting.chequeNumber ?? null,
      counterparty: posting.counterparty ?? null,
    })),
  });
  let outcome: PostingOutcome;
  try {
    const result = await tx.execute<{ outcome: PostingOutcome }>(
      sql`select ledger_post_entry(${entry}::jsonb) as outcome`,
    );
    outcome = result.rows[0]?.outcome as PostingOutcome;
  } catch (error) {
    if (isConstraintViolation(error, 'ledger_accounts_balance_within_overdraft')) {
      throw new AppError('INSUFFICIENT_FUNDS', { cause: error });
    }
    throw error;
  }
  if ('refusal' in outcome) {
    throw refusalOf(outcome);
  }
  const balancesAfter = new Map(
    Object.entries(outcome.balances).map(([accountId, balance]) => [accountId, BigInt(balance)]),
  );
  return {
    entryId: BigInt(outcome.entryId),
    reference,
    bookingDate: input.bookingDate,
    valueDate,
    balancesAfter,
  };
}
