/**
 * Demo trade effects (embedded default, never in production) for Société Nour: inward and outward
 * effects in every state over the last months. The outward ones paid are clients' settlements its
 * account history already booked (tied to their entries, so both agree and no entry is backdated);
 * two inward ones fall due today and are paid now; the rejected ones booked nothing; the ones still
 * RECEIVED fall due in the coming days, for the job to settle.
 */
import { addDays, toCalendarDate } from '@baraka/domain';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import {
  bankCustomers,
  journalEntries,
  ledgerAccounts,
  postings,
  tradeEffects,
} from '../../../db/schema/index.ts';
import { settleTradeEffect } from '../trade-effect-settlement.service.ts';

const COMPANY = '20000001';
const DRAWERS = ['Grossiste El Amen', 'Sotupapier SA', 'Comptoir du Sahel', 'Tunisie Emballages'];
const DRAWEES = ['Supérette El Hana', 'Magasin Général Sfax', 'Épicerie Ben Arous', 'Bazar Kairouan'];
const OTHER_RIBS = [
  '08001000123456789013',
  '10006012345678901290',
  '25010000456789012345',
  '07003011122233344455',
];

type Row = typeof tradeEffects.$inferInsert;

export async function seedTradeEffects(tx: AppTx): Promise<void> {
  const [main] = await tx
    .select({ id: ledgerAccounts.id, customerId: bankCustomers.id })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(bankCustomers.id, ledgerAccounts.customerId))
    .where(
      and(
        eq(bankCustomers.customerNumber, COMPANY),
        eq(ledgerAccounts.accountType, 'MAIN'),
        eq(ledgerAccounts.currency, 'TND'),
      ),
    );
  if (!main) {
    return;
  }
  const now = new Date();
  const today = toCalendarDate(now);
  const settled = await tx
    .select({ posting: postings, reference: journalEntries.reference })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.accountId, main.id),
        gte(postings.bookingDate, addDays(today, -120)),
        isNotNull(postings.counterparty),
        // Clients' settlements of invoices: transfers received of a thousand dinars or more.
        eq(postings.kind, 'TRANSFER_RECEIVED'),
        sql`${postings.amountMinor} >= 1000000`,
      ),
    )
    .orderBy(desc(postings.bookingDate));
  const credits = settled.slice(0, 3);
  let serial = 0;
  const base = (direction: Row['direction'], amountMinor: bigint, deadline: string): Row => {
    serial += 1;
    return {
      reference: `EFSEED${String(serial).padStart(4, '0')}`,
      customerId: main.customerId,
      accountId: main.id,
      direction,
      effectNumber: String(7_200_000 + serial * 37),
      amountMinor,
      currency: 'TND',
      counterparty: (direction === 'INWARD' ? DRAWERS : DRAWEES)[serial % 4] ?? 'Client',
      counterpartyRib: OTHER_RIBS[serial % 4] ?? OTHER_RIBS[0] ?? '',
      issueDate: addDays(deadline, -60),
      deadlineDate: deadline,
      createdAt: new Date(`${addDays(deadline, -58)}T09:00:00Z`),
    };
  };
  const rows: Row[] = [
    ...credits.map(({ posting, reference }) => ({
      ...base('OUTWARD', posting.amountMinor, posting.bookingDate),
      counterparty: posting.counterparty ?? 'Client',
      status: 'PAID' as const,
      valueDate: posting.valueDate,
      entryReference: reference,
    })),
    {
      ...base('INWARD', 18_450_000n, addDays(today, -38)),
      status: 'REJECTED',
      rejectionReason: 'INSUFFICIENT_FUNDS',
      rejectDate: addDays(today, -38),
    },
    {
      ...base('OUTWARD', 6_320_500n, addDays(today, -24)),
      status: 'REJECTED',
      rejectionReason: 'REFUSED_BY_DRAWEE',
      rejectDate: addDays(today, -24),
    },
    base('INWARD', 4_870_000n, addDays(today, 5)),
    base('INWARD', 12_300_000n, addDays(today, 19)),
    base('OUTWARD', 3_150_750n, addDays(today, 3)),
    { ...base('OUTWARD', 9_800_000n, addDays(today, 12)), isRefusedByDrawee: true },
  ];
  // Two suppliers' effects fall due today: paid now from the account, through the same settlement as the job's.
  const dueToday = [base('INWARD', 3_200_000n, today), base('INWARD', 7_480_250n, today)];
  await tx.insert(tradeEffects).values([...rows, ...dueToday]);
  for (const effect of dueToday) {
    await settleTradeEffect(tx, effect.reference, now);
  }
}
