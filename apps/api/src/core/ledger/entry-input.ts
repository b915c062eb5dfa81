/** What a caller hands the ledger to move money, and the checks that need no database. */
import { getOperationCode, type OperationKind } from '@baraka/domain';

export type PostingInput = {
  accountId: string;
  /** Minor units; negative takes money from the account, positive brings it. */
  amountMinor: bigint;
  currency: string;
  /** This side's kind; the code defaults to the kind's first core code. */
  kind: OperationKind;
  operationCode?: number;
  label: string;
  chequeNumber?: string;
  counterparty?: string;
};

export type EntryInput = {
  kind: OperationKind;
  description: string;
  bookingDate: string;
  valueDate?: string;
  /** Given by the caller when the operation already has one (a cheque, a card authorisation). */
  reference?: string;
  metadata?: Record<string, string>;
  postings: PostingInput[];
};

export class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
}

/** A programming mistake, not a customer's: an entry must balance per currency before it is sent. */
export function assertBalanced(postings: readonly PostingInput[]): void {
  if (postings.length < 2) {
    throw new UnbalancedEntryError('A journal entry needs at least two postings');
  }
  const sums = new Map<string, bigint>();
  for (const posting of postings) {
    if (posting.amountMinor === 0n) {
      throw new UnbalancedEntryError('A posting cannot be zero');
    }
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0n) + posting.amountMinor);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) {
      throw new UnbalancedEntryError(`The postings do not sum to zero in ${currency} (${sum})`);
    }
  }
}

export const operationCodeOf = (posting: PostingInput): number =>
  posting.operationCode ?? getOperationCode(posting.kind);
