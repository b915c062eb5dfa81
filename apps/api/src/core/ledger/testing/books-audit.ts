/**
 * Reads the whole books in one statement (one snapshot) and says what a bank auditor would check:
 * what customers hold per currency, that the bank's side is its opposite, that each balance is the
 * sum of its postings, and that no balance is below its overdraft.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';

export type CurrencyAudit = {
  customersMinor: bigint;
  bankMinor: bigint;
  /** Accounts whose balance is not the sum of their postings. */
  drifted: number;
  /** Accounts below their authorised overdraft. */
  overdrawn: number;
};

type AuditRow = { currency: string; customers: string; bank: string; drifted: number; overdrawn: number };

export async function auditBooks(db: AppDb): Promise<Map<string, CurrencyAudit>> {
  const { rows } = await db.execute<AuditRow>(sql`
    with sums as (select account_id, sum(amount_minor) as total from postings group by account_id)
    select a.currency,
      coalesce(sum(a.balance_minor) filter (where a.owner = 'CUSTOMER'), 0)::text as customers,
      coalesce(sum(a.balance_minor) filter (where a.owner = 'BANK'), 0)::text as bank,
      count(*) filter (where a.balance_minor <> coalesce(s.total, 0))::int as drifted,
      count(*) filter (where a.balance_minor < -a.overdraft_limit_minor)::int as overdrawn
    from ledger_accounts a left join sums s on s.account_id = a.id
    group by a.currency order by a.currency`);
  return new Map(
    rows.map((row) => [
      row.currency,
      {
        customersMinor: BigInt(row.customers),
        bankMinor: BigInt(row.bank),
        drifted: row.drifted,
        overdrawn: row.overdrawn,
      },
    ]),
  );
}

/** The audit a run must end with: customers hold the seeded totals, CASH their opposite, nothing drifted. */
export const expectedAudit = (totals: ReadonlyMap<string, bigint>): Map<string, CurrencyAudit> =>
  new Map(
    [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, total]) => [
        currency,
        { customersMinor: total, bankMinor: -total, drifted: 0, overdrawn: 0 },
      ]),
  );

export type KeyExecutions = { key: string; entries: number };

/** How many journal entries each idempotency key produced (keys carried in the entry's metadata). */
export async function countEntriesPerKey(db: AppDb): Promise<Map<string, number>> {
  const { rows } = await db.execute<KeyExecutions>(sql`
    select metadata->>'idempotencyKey' as key, count(*)::int as entries from journal_entries
    where metadata ? 'idempotencyKey' group by 1`);
  return new Map(rows.map((row) => [row.key, row.entries]));
}
