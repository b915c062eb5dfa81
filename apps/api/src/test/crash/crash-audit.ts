/**
 * What the books must show after a run with crashes: every currency's customer and bank accounts
 * sum to zero, every balance is the sum of its postings, every entry is balanced, every
 * acknowledged transfer is there exactly once and no refused key booked anything.
 */
import { sql } from 'drizzle-orm';
import { auditBooks } from '../../core/ledger/testing/books-audit.ts';
import type { AppDb } from '../../db/client.ts';
import type { KeyedCall } from './crash-workload.ts';

export type CrashAudit = {
  /** Per currency: customers + bank (must be 0). */
  sums: Record<string, string>;
  drifted: number;
  overdrawn: number;
  unbalancedEntries: number;
  /** Acknowledged keys with no transfer or more than one, refused keys with one. */
  wrongKeys: string[];
};

export async function auditAfterCrashes(db: AppDb, calls: readonly KeyedCall[]): Promise<CrashAudit> {
  const books = await auditBooks(db);
  const { rows: unbalanced } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select entry_id from postings group by entry_id, currency having sum(amount_minor) <> 0
    ) as unbalanced`);
  const { rows: perKey } = await db.execute<{ key: string; count: number }>(sql`
    select idempotency_key as key, count(*)::int as count from transfers
    where idempotency_key is not null group by idempotency_key`);
  const transfersOf = new Map(perKey.map((row) => [row.key, row.count]));
  const wrongKeys = calls
    .filter(({ key, answer }) => (answer.status === 200 ? transfersOf.get(key) !== 1 : transfersOf.has(key)))
    .map(({ key, answer }) => `${key}: answered ${answer.status}, ${transfersOf.get(key) ?? 0} transfers`);
  return {
    sums: Object.fromEntries(
      [...books].map(([currency, audit]) => [currency, (audit.customersMinor + audit.bankMinor).toString()]),
    ),
    drifted: [...books.values()].reduce((total, audit) => total + audit.drifted, 0),
    overdrawn: [...books.values()].reduce((total, audit) => total + audit.overdrawn, 0),
    unbalancedEntries: unbalanced[0]?.count ?? 0,
    wrongKeys,
  };
}
