/**
 * Demo trade effects (embedded default, never in production) for Société Nour: inward and outward
 * effects in every state over the last months. The paid ones are the settlements its account history
 * already booked (tied to their entries, so both agree and no entry is backdated); the rejected ones
 * booked nothing; the ones still RECEIVED fall due in the coming days, for the job to settle.
 */
import { addDays, toCalendarDate } from '@baraka/domain';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import {
  bankCustomers,
  journalEntries,
  ledgerAccounts,
  postings,
  tradeEffects,
} from '../../../db/schema/index.ts';

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
      ),
    )
    .orderBy(desc(postings.bookingDate));
  const debits = settled.filter((row) => row.posting.amountMinor < 0n).slice(0, 3);
  const credits = settled.filter((row) => row.posting.amountMinor > 0n).slice(0, 3);
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
    ...debits.map(({ posting, reference }) => ({
      ...base('INWARD', -posting.amountMinor, posting.bookingDate),
      counterparty: posting.counterparty ?? 'Fournisseur',
      status: 'PAID' as const,
      valueDate: posting.valueDate,
      entryReference: reference,
    })),
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
  await tx.insert(tradeEffects).values(rows);
}
