/**
 * Money authorised but not yet booked: a hold lowers the account's available balance at once (the
 * database keeps `held_minor` and refuses a hold or a posting that takes the available balance past
 * the overdraft), then is settled into one journal entry or released. Each is one step of the
 * caller's transaction, so a crash leaves either the hold open or the entry booked, never both.
 */
import { type OperationKind, toCalendarDate } from '@baraka/domain';
import { sql } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { ledgerHolds } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { isConstraintViolation } from './database-error.ts';
import type { EntryInput } from './entry-input.ts';
import { type PostedEntry, postEntry } from './post-entry.ts';
import { createReference } from './references.ts';

export type HoldInput = {
  accountId: string;
  /** Minor units, positive: what the hold keeps from the available balance. */
  amountMinor: bigint;
  currency: string;
  /** The kind of the entry it will be settled into. */
  kind: OperationKind;
  description: string;
  reference?: string;
  metadata?: Record<string, string>;
};

export type PlacedHold = { holdId: string; reference: string; availableAfterMinor: bigint };

type LockedHoldAccount = {
  status: string;
  currency: string;
  available: string;
  overdraft_limit_minor: string | null;
};

/**
 * Locks the account (NO KEY UPDATE, as ledger_post_entry does: rows that only reference it may still
 * be written), checks what is available, and opens the hold.
 */
export async function placeHold(tx: AppTx, input: HoldInput): Promise<PlacedHold> {
  if (input.amountMinor <= 0n) {
    throw new Error('A hold is for a positive amount');
  }
  const locked = await tx.execute<LockedHoldAccount>(
    sql`select status, currency, (balance_minor - held_minor)::text as available, overdraft_limit_minor::text
        from ledger_accounts where id = ${input.accountId}::uuid for no key update`,
  );
  const account = locked.rows[0];
  if (!account) {
    throw new AppError('NOT_FOUND', { message: `No ledger account ${input.accountId}` });
  }
  if (account.status !== 'ACTIVE') {
    throw new AppError('ACCOUNT_INACTIVE', { result: { accountId: input.accountId } });
  }
  if (account.currency !== input.currency) {
    throw new AppError('CURRENCY_MISMATCH', { result: { accountId: input.accountId } });
  }
  const availableAfter = BigInt(account.available) - input.amountMinor;
  if (account.overdraft_limit_minor !== null && availableAfter < -BigInt(account.overdraft_limit_minor)) {
    throw new AppError('INSUFFICIENT_FUNDS', { result: { accountId: input.accountId } });
  }
  const reference = input.reference ?? createReference(toCalendarDate(new Date()), 'AU');
  try {
    const [hold] = await tx
      .insert(ledgerHolds)
      .values({
        accountId: input.accountId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        kind: input.kind,
        reference,
        description: input.description,
        metadata: input.metadata ?? {},
      })
      .returning({ id: ledgerHolds.id });
    if (!hold) {
      throw new Error('The hold was not written');
    }
    return { holdId: hold.id, reference, availableAfterMinor: availableAfter };
  } catch (error) {
    if (isConstraintViolation(error, 'ledger_accounts_balance_within_overdraft')) {
      throw new AppError('INSUFFICIENT_FUNDS', { cause: error });
    }
    throw error;
  }
}

type OpenHold = { account_id: string; amount_minor: string; currency: string };

/** Locks the hold and checks it is still open. */
async function lockOpenHold(tx: AppTx, holdId: string): Promise<OpenHold> {
  const result = await tx.execute<OpenHold & { status: string }>(
    sql`select account_id, amount_minor::text, currency, status from ledger_holds
        where id = ${holdId}::uuid for update`,
  );
  const hold = result.rows[0];
  if (!hold) {
    throw new AppError('NOT_FOUND', { message: `No hold ${holdId}` });
  }
  if (hold.status !== 'OPEN') {
    throw new AppError('CONFLICT', { message: `The hold ${holdId} is ${hold.status}` });
  }
  return hold;
}

/** Gives the held amount back to the available balance; nothing is booked. */
export async function releaseHold(tx: AppTx, holdId: string): Promise<void> {
  await lockOpenHold(tx, holdId);
  await tx.execute(
    sql`update ledger_holds set status = 'RELEASED', closed_at = now() where id = ${holdId}::uuid`,
  );
}

/**
 * Books the held money: the hold is closed and the entry posted in the caller's transaction. The
 * entry must take the hold's amount from the hold's account, no more and no less.
 */
export async function settleHold(tx: AppTx, holdId: string, entry: EntryInput): Promise<PostedEntry> {
  const hold = await lockOpenHold(tx, holdId);
  const taken = entry.postings
    .filter((posting) => posting.accountId === hold.account_id)
    .reduce((sum, posting) => sum + posting.amountMinor, 0n);
  if (taken !== -BigInt(hold.amount_minor)) {
    throw new Error(`The entry takes ${-taken} from the held account, the hold is for ${hold.amount_minor}`);
  }
  // Closed first: the held amount comes back to the available balance the posting then takes.
  await tx.execute(
    sql`update ledger_holds set status = 'SETTLED', closed_at = now() where id = ${holdId}::uuid`,
  );
  const posted = await postEntry(tx, entry);
  await tx.execute(sql`update ledger_holds set entry_id = ${posted.entryId} where id = ${holdId}::uuid`);
  return posted;
}
