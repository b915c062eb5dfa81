/**
 * Demo cheques (embedded default, never in production): the chequebook types; for amina and youssef
 * a delivered chequebook with cheques paid, one rejected and one leaf declared lost, cheques they
 * deposited (credited, and one of amina's still in clearing), youssef's next chequebook on its way;
 * and the cheques the accounts' history already booked, so both lists agree. Everything goes
 * through the same services as the calls. The cheques are dated in the past but booked now: an
 * entry backdated behind the seeded history would break the history's running balances.
 */
import { addDays, toCalendarDate } from '@baraka/domain';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import {
  bankCustomers,
  chequebookRequests,
  chequebookTransitions,
  chequebookTypes,
  chequeLeaves,
  cheques,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../../db/schema/index.ts';
import { creditCheque, depositCheque, presentCheque } from '../cheque-clearing.service.ts';
import { advanceChequebookRequest } from '../chequebook-office.service.ts';
import { CHEQUEBOOK_TYPES } from './chequebook-types.ts';

const DAY_MS = 86_400_000;
const SEEDED_CUSTOMERS = ['10000001', '10000002'];
const OTHER_BANK_RIB = '08001000123456789013';

type MainAccount = { id: string; rib: string; customerId: string; name: string; customerNumber: string };

async function findMainAccount(tx: AppTx, customerNumber: string): Promise<MainAccount | undefined> {
  const [row] = await tx
    .select({
      id: ledgerAccounts.id,
      rib: ledgerAccounts.rib,
      customerId: bankCustomers.id,
      name: bankCustomers.name,
      customerNumber: bankCustomers.customerNumber,
    })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(bankCustomers.id, ledgerAccounts.customerId))
    .where(
      and(
        eq(bankCustomers.customerNumber, customerNumber),
        eq(ledgerAccounts.accountType, 'MAIN'),
        eq(ledgerAccounts.currency, 'TND'),
      ),
    );
  return row;
}

async function orderAt(
  tx: AppTx,
  main: MainAccount,
  values: { reference: string; rank: number; leafCount: number; crossing: number; at: Date; dueAt: Date },
) {
  const [row] = await tx
    .insert(chequebookRequests)
    .values({
      reference: values.reference,
      customerId: main.customerId,
      accountId: main.id,
      typeCode: 'CHEQUE',
      leafCount: values.leafCount,
      crossing: values.crossing,
      rank: values.rank,
      createdAt: values.at,
      dueAt: values.dueAt,
    })
    .returning({ id: chequebookRequests.id });
  if (!row) {
    throw new Error('seed: chequebook order not written');
  }
  await tx.insert(chequebookTransitions).values({ requestId: row.id, status: 'REQUESTED', at: values.at });
  return row.id;
}

/** The cheques the accounts' history booked (paid and remitted), as cheque rows tied to their entries. */
async function recordHistoryCheques(tx: AppTx, main: MainAccount, before: string): Promise<void> {
  const rows = await tx
    .select({ posting: postings, reference: journalEntries.reference })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.accountId, main.id),
        isNotNull(postings.chequeNumber),
        lt(postings.bookingDate, before),
      ),
    );
  for (const { posting, reference } of rows) {
    const isEmitted = posting.amountMinor < 0n;
    await tx
      .insert(cheques)
      .values({
        reference,
        customerId: main.customerId,
        accountId: main.id,
        type: isEmitted ? 'EMITTED' : 'RECEIVED',
        status: 'PAID',
        checkNumber: posting.chequeNumber ?? '',
        amountMinor: isEmitted ? -posting.amountMinor : posting.amountMinor,
        currency: posting.currency,
        counterparty: posting.counterparty ?? (isEmitted ? 'Bénéficiaire' : 'Tireur'),
        counterpartyRib: OTHER_BANK_RIB,
        issueDate: addDays(posting.bookingDate, -2),
        endorsement: isEmitted ? (posting.counterparty ?? 'Bénéficiaire') : main.name,
        presentedAt: new Date(`${posting.bookingDate}T09:00:00Z`),
        valueDate: posting.valueDate,
        entryReference: reference,
      })
      .onConflictDoNothing();
  }
}

async function seedCustomer(tx: AppTx, main: MainAccount, now: Date, index: number): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS + index * 60_000);
  const firstBook = await orderAt(tx, main, {
    reference: `CBSEED${main.customerNumber}1`,
    rank: 1,
    leafCount: 25,
    crossing: 1,
    at: at(120),
    dueAt: at(118),
  });
  await advanceChequebookRequest(tx, `CBSEED${main.customerNumber}1`, at(118));
  await advanceChequebookRequest(tx, `CBSEED${main.customerNumber}1`, at(115));
  const leaves = await tx
    .select({ number: chequeLeaves.leafNumber })
    .from(chequeLeaves)
    .where(eq(chequeLeaves.requestId, firstBook))
    .orderBy(chequeLeaves.leafNumber);
  const leaf = (position: number) => leaves[position]?.number ?? '';
  const payees = ['STEG Distribution', 'Clinique Les Oliviers', 'Librairie Al Kitab', 'Garage Ennour'];
  const amounts = ['245.600', '380.000', '96.450', '150.000'];
  for (const [position, days] of [90, 55, 20].entries()) {
    await presentCheque(
      tx,
      {
        rib: main.rib,
        checkNumber: leaf(position),
        amount: amounts[position] ?? '100',
        payee: payees[position] ?? 'Bénéficiaire',
        issueDate: toCalendarDate(at(days + 2)),
        language: position === 1 ? 'ar' : 'fr',
        isSignatureIrregular: false,
      },
      now,
    );
  }
  await presentCheque(
    tx,
    {
      rib: main.rib,
      checkNumber: leaf(3),
      amount: amounts[3] ?? '150',
      payee: payees[3] ?? 'Bénéficiaire',
      issueDate: toCalendarDate(at(42)),
      language: 'fr',
      isSignatureIrregular: true,
    },
    now,
  );
  await tx
    .update(chequeLeaves)
    .set({
      status: 'OPPOSED',
      opposedAt: at(30),
      oppositionReason: 'LOST',
      oppositionReference: `OPSEED${main.customerNumber}`,
    })
    .where(eq(chequeLeaves.leafNumber, leaf(4)));
  for (const [position, days] of [50, 12].entries()) {
    const deposited = await depositCheque(
      tx,
      {
        rib: main.rib,
        checkNumber: String(2_100_000 + index * 100 + position),
        amount: position === 0 ? '520.000' : '1250.500',
        drawer: position === 0 ? 'Société Médina Trading' : 'Mohamed Ben Ali',
        drawerRib: OTHER_BANK_RIB,
        issueDate: toCalendarDate(at(days + 1)),
        language: position === 0 ? 'fr' : 'ar',
      },
      now,
    );
    await creditCheque(tx, deposited.id, now);
  }
  if (index === 0) {
    await depositCheque(
      tx,
      {
        rib: main.rib,
        checkNumber: String(2_100_050 + index),
        amount: '310.000',
        drawer: 'Hôtel Les Jasmins',
        drawerRib: OTHER_BANK_RIB,
        language: 'fr',
      },
      now,
    );
  } else {
    // Ordered at the branch two days ago: printed, on its way.
    const reference = `CBSEED${main.customerNumber}2`;
    await orderAt(tx, main, { reference, rank: 2, leafCount: 50, crossing: 2, at: at(2), dueAt: at(1) });
    await advanceChequebookRequest(tx, reference, at(1));
    await tx
      .update(chequebookRequests)
      .set({ dueAt: new Date(now.getTime() + 3 * DAY_MS) })
      .where(eq(chequebookRequests.reference, reference));
  }
}

export async function seedCheques(tx: AppTx): Promise<void> {
  await tx.insert(chequebookTypes).values([...CHEQUEBOOK_TYPES]);
  const now = new Date();
  for (const [index, customerNumber] of SEEDED_CUSTOMERS.entries()) {
    const main = await findMainAccount(tx, customerNumber);
    if (main) {
      await recordHistoryCheques(tx, main, toCalendarDate(now));
      await seedCustomer(tx, main, now, index);
    }
  }
}
