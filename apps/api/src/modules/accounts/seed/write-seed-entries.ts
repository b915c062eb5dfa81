/**
 * Writes many entries at once (the demo seed): entries in chunks, each chunk's postings in one
 * statement in entry order, so the database computes running balances and checks each entry.
 */
import { getOperationCode, type OperationKind } from '@baraka/domain';
import type { AppTx } from '../../../db/client.ts';
import { journalEntries, postings } from '../../../db/schema/index.ts';

export type SeedPosting = {
  accountId: string;
  amountMinor: bigint;
  currency: string;
  kind: OperationKind;
  operationCode?: number | undefined;
  label: string;
  counterparty?: string | undefined;
  chequeNumber?: string | undefined;
};

export type SeedEntry = {
  reference: string;
  kind: OperationKind;
  bookingDate: string;
  valueDate: string;
  description: string;
  postings: SeedPosting[];
};

const CHUNK = 400;

export async function writeSeedEntries(tx: AppTx, entries: SeedEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += CHUNK) {
    const chunk = entries.slice(start, start + CHUNK);
    const written = await tx
      .insert(journalEntries)
      .values(chunk.map(({ postings: _, ...entry }) => entry))
      .returning({ id: journalEntries.id, reference: journalEntries.reference });
    const ids = new Map(written.map((row) => [row.reference, row.id]));
    await tx.insert(postings).values(
      chunk.flatMap((entry) =>
        entry.postings.map((posting) => ({
          entryId: ids.get(entry.reference) ?? 0n,
          accountId: posting.accountId,
          amountMinor: posting.amountMinor,
          currency: posting.currency,
          kind: posting.kind,
          operationCode: posting.operationCode ?? getOperationCode(posting.kind),
          label: posting.label,
          bookingDate: entry.bookingDate,
          valueDate: entry.valueDate,
          chequeNumber: posting.chequeNumber,
          counterparty: posting.counterparty,
        })),
      ),
    );
  }
}
