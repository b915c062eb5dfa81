/**
 * Demo cards (embedded default, never in production): the card products, then for every customer
 * with a dinar main account the cards of their plan. The main card carries the card payments and
 * ATM withdrawals the accounts seed already booked, each tied to its ledger entry, plus a few
 * authorisations the merchant cancelled (nothing booked); a prepaid card is topped up once through
 * the ledger. So card history and account history agree.
 */
import { toCalendarDate } from '@baraka/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { postEntry } from '../../../core/ledger/index.ts';
import { createReference } from '../../../core/ledger/references.ts';
import type { AppTx } from '../../../db/client.ts';
import {
  bankCustomers,
  cardOperations,
  cardProducts,
  cards,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../../db/schema/index.ts';
import { issueCard } from '../card-issue.ts';
import { planCards } from './card-plans.ts';
import { CARD_PRODUCTS } from './card-products.ts';

/** One authorisation in this many was cancelled by the merchant before settlement. */
const CANCELLED_EVERY = 9;
const PREPAID_TOP_UP_MINOR = 150_000n;

type MainAccount = {
  id: string;
  balanceMinor: bigint;
  customerId: string;
  customerNumber: string;
  kind: string;
  segment: string;
  name: string;
};

async function listMainAccounts(tx: AppTx): Promise<MainAccount[]> {
  return tx
    .select({
      id: ledgerAccounts.id,
      balanceMinor: ledgerAccounts.balanceMinor,
      customerId: bankCustomers.id,
      customerNumber: bankCustomers.customerNumber,
      kind: bankCustomers.kind,
      segment: bankCustomers.segmentCode,
      name: bankCustomers.name,
    })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(bankCustomers.id, ledgerAccounts.customerId))
    .where(and(eq(ledgerAccounts.accountType, 'MAIN'), eq(ledgerAccounts.currency, 'TND')))
    .orderBy(asc(bankCustomers.customerNumber));
}

/** The account's booked card payments and withdrawals become the card's settled operations. */
async function attachHistory(tx: AppTx, cardId: string, accountId: string) {
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

async function topUpPrepaid(tx: AppTx, main: MainAccount, cardId: string, today: string) {
  const [card] = await tx
    .select({ accountId: cards.accountId, last4: cards.last4 })
    .from(cards)
    .where(eq(cards.id, cardId));
  if (!card || main.balanceMinor < PREPAID_TOP_UP_MINOR * 2n) {
    return;
  }
  const label = `RECHARGEMENT CARTE ${card.last4}`;
  const posted = await postEntry(tx, {
    kind: 'TRANSFER_ISSUED',
    description: label,
    bookingDate: today,
    postings: [
      {
        accountId: main.id,
        amountMinor: -PREPAID_TOP_UP_MINOR,
        currency: 'TND',
        kind: 'TRANSFER_ISSUED',
        label,
      },
      {
        accountId: card.accountId,
        amountMinor: PREPAID_TOP_UP_MINOR,
        currency: 'TND',
        kind: 'TRANSFER_RECEIVED',
        label,
      },
    ],
  });
  await tx.insert(cardOperations).values({
    cardId,
    operationType: 'TOP_UP',
    amountMinor: PREPAID_TOP_UP_MINOR,
    currency: 'TND',
    merchant: label,
    reference: posted.reference,
    authorisedAt: new Date(),
    operationDate: today,
    settledReference: posted.reference,
    settledOn: posted.bookingDate,
    closedAt: new Date(),
  });
}

export async function seedCards(tx: AppTx): Promise<void> {
  await tx.insert(cardProducts).values([...CARD_PRODUCTS]);
  const today = toCalendarDate(new Date());
  for (const main of await listMainAccounts(tx)) {
    const eligible = CARD_PRODUCTS.filter((product) => product.segments.includes(main.segment)).map(
      (product) => ({
        productCode: product.productCode,
        limitTnd: Number(product.productLimitMinor / 1000n),
      }),
    );
    for (const plan of planCards(main.customerNumber, main.kind === 'COMPANY', eligible)) {
      const issuedOn = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 8)}01`;
      const cardId = await issueCard(tx, {
        customerId: main.customerId,
        holderName: main.name,
        accountId: main.id,
        productCode: plan.productCode,
        periodicity: plan.periodicity,
        limitMinor: BigInt(plan.limitTnd) * 1000n,
        issuedOn,
        at: new Date(`${issuedOn}T10:00:00Z`),
      });
      if (plan.block) {
        await tx
          .update(cards)
          .set({ status: 'BLOCKED', blockReason: plan.block, blockedAt: new Date(`${today}T08:00:00Z`) })
          .where(eq(cards.id, cardId));
      }
      if (plan.carriesHistory) {
        await attachHistory(tx, cardId, main.id);
      } else if (
        CARD_PRODUCTS.find((product) => product.productCode === plan.productCode)?.kind === 'PREPAID'
      ) {
        await topUpPrepaid(tx, main, cardId, today);
      }
    }
  }
}
