/**
 * The seeded year of a main card: the card payments and ATM withdrawals the accounts seed booked on
 * its account become the card's settled operations (each names its ledger entry), and now and then
 * an authorisation the merchant cancelled before asking again (a trace on the card, none in the books).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createReference } from '../../../core/ledger/references.ts';
import type { AppTx } from '../../../db/client.ts';
import { cardOperations, journalEntries, postings } from '../../../db/schema/index.ts';

/** One authorisation in this many was cancelled by the merchant before settlement. */
const CANCELLED_EVERY = 9;

/** The account's booked card payments and withdrawals become the card's settled operations. */
export async function attachHistory(tx: AppTx, cardId: string, accountId: string) {
  const booked = await tx
    .select({
      reference: journalEntries.reference,
      kind: postings.kind,
      amountMinor: postings.amountMinor,
      bookingDate: postings.bookingDate,
      valueDate: postings.valueDate,
      label: postings.label,
      counterparty: postings.counterparty,
      postingId: postings.id,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, accountId), inArray(postings.kind, ['CARD_PAYMENT', 'ATM_WITHDRAWAL'])))
    .orderBy(asc(postings.id));
  const rows: (typeof cardOperations.$inferInsert)[] = [];
  for (const [index, entry] of booked.entries()) {
    if (entry.amountMinor >= 0n) {
      continue;
    }
    const isWithdrawal = entry.kind === 'ATM_WITHDRAWAL';
    // Bought around midday, Tunis time, on the value date; booked on the booking date.
    const authorisedAt = new Date(
      `${entry.valueDate}T${String(9 + (index % 10)).padStart(2, '0')}:15:00+01:00`,
    );
    const common = {
      cardId,
      operationType: isWithdrawal ? ('WITHDRAWAL' as const) : ('PURCHASE' as const),
      amountMinor: -entry.amountMinor,
      currency: 'TND',
      merchant: entry.counterparty ?? entry.label,
      authorisedAt,
      operationDate: entry.valueDate,
    };
    rows.push({
      ...common,
      reference: createReference(entry.valueDate, 'AU'),
      settledReference: entry.reference,
      settledOn: entry.bookingDate,
      closedAt: authorisedAt,
    });
    if (index % CANCELLED_EVERY === 4) {
      // The merchant asked again and cancelled the first ask: a trace on the card, none in the books.
      rows.push({
        ...common,
        authorisedAt: new Date(authorisedAt.getTime() - 60_000),
        reference: createReference(entry.valueDate, 'AU'),
        status: 'ANNULE',
        cancellationReference: createReference(entry.valueDate, 'AN'),
        closedAt: authorisedAt,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(cardOperations).values(rows.slice(start, start + 500));
  }
}
