import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { getBankAccountId } from './bank-accounts.ts';
import type { EntryInput } from './entry-input.ts';
import { postEntry } from './post-entry.ts';
import { createLedgerFixture, type LedgerFixture } from './testing/ledger-fixture.ts';

let fixture: LedgerFixture;
let cashId: string;
const accounts: string[] = [];

const transfer = (from: string, to: string, amount: bigint, currency = 'TND'): EntryInput => ({
  kind: 'TRANSFER_ISSUED',
  description: 'Test transfer',
  bookingDate: '2026-11-20',
  postings: [
    { accountId: from, amountMinor: -amount, currency, kind: 'TRANSFER_ISSUED', label: 'Virement émis' },
    { accountId: to, amountMinor: amount, currency, kind: 'TRANSFER_RECEIVED', label: 'Virement reçu' },
  ],
});

const post = (input: EntryInput) => fixture.database.db.transaction((tx) => postEntry(tx, input));

const readBooks = async () => {
  const { rows } = await fixture.database.db.execute<{
    id: string;
    currency: string;
    balance: string;
    overdraft: string | null;
    postings_sum: string;
  }>(sql`select a.id, a.currency, a.balance_minor::text as balance, a.overdraft_limit_minor::text as overdraft,
      coalesce((select sum(p.amount_minor) from postings p where p.account_id = a.id), 0)::text as postings_sum
      from ledger_accounts a order by a.id`);
  return rows;
};

beforeAll(async () => {
  fixture = await createLedgerFixture();
  cashId = await fixture.database.db.transaction((tx) => getBankAccountId(tx, 'CASH', 'TND'));
  for (let i = 1; i <= 4; i += 1) {
    accounts.push(await fixture.openAccount(i, i === 4 ? 50_000n : 0n));
  }
  await post(transfer(cashId, accounts[0] as string, 1_000_000n));
});

afterAll(() => fixture.drop());

describe('postEntry', () => {
  it('moves money between accounts and records the balance after each posting', async () => {
    const [a, b] = accounts as [string, string];
    const posted = await post(transfer(a, b, 250_500n));
    expect(posted.reference).toMatch(/^FT261120[A-Z0-9]{8}$/);
    expect(posted.balancesAfter.get(a)).toBe(749_500n);
    expect(posted.balancesAfter.get(b)).toBe(250_500n);
  });

  it('refuses a debit beyond the authorised overdraft, and writes nothing', async () => {
    const [, b, c, d] = accounts as [string, string, string, string];
    const before = await readBooks();
    await expect(post(transfer(c, b, 1n))).rejects.toMatchObject({ code: 'LEDGER.INSUFFICIENT_FUNDS' });
    await expect(post(transfer(d, b, 50_001n))).rejects.toMatchObject({ code: 'LEDGER.INSUFFICIENT_FUNDS' });
    expect(await readBooks()).toEqual(before);
    const posted = await post(transfer(d, b, 50_000n));
    expect(posted.balancesAfter.get(d)).toBe(-50_000n);
  });

  it('refuses an entry in the wrong currency or that does not balance', async () => {
    const [a, b] = accounts as [string, string];
    await expect(post(transfer(a, b, 10n, 'EUR'))).rejects.toMatchObject({
      code: 'LEDGER.CURRENCY_MISMATCH',
    });
    const unbalanced = transfer(a, b, 10n);
    unbalanced.postings[1] = {
      ...(unbalanced.postings[1] as EntryInput['postings'][number]),
      amountMinor: 9n,
    };
    await expect(post(unbalanced)).rejects.toThrow(/sum to zero/);
  });

  it('refuses a closed or unknown account, naming the first one in the entry, and writes nothing', async () => {
    const [a, , c] = accounts as [string, string, string];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = await readBooks();
    await fixture.database.db
      .update(ledgerAccounts)
      .set({ status: 'CLOSED' })
      .where(eq(ledgerAccounts.id, c));
    try {
      const refusedOf = (input: EntryInput) =>
        post(input).then(
          () => null,
          (error) => error,
        );
      const closed = await refusedOf(transfer(a, c, 10n));
      const unknownFirst = await refusedOf(transfer(unknown, c, 10n));
      const closedFirst = await refusedOf(transfer(c, unknown, 10n));

      expect(closed).toMatchObject({ code: 'LEDGER.ACCOUNT_INACTIVE', result: { accountId: c } });
      expect(unknownFirst).toMatchObject({ code: 'COMMON.NOT_FOUND' });
      expect(unknownFirst.message).toContain(unknown);
      expect(closedFirst).toMatchObject({ code: 'LEDGER.ACCOUNT_INACTIVE', result: { accountId: c } });
      expect(await readBooks()).toEqual(before);
    } finally {
      await fixture.database.db
        .update(ledgerAccounts)
        .set({ status: 'ACTIVE' })
        .where(eq(ledgerAccounts.id, c));
    }
  });

  it('answers a refusal without ending the transaction, and the final balance of an account posted twice', async () => {
    const [a, b] = accounts as [string, string];
    const feeAccount = await fixture.database.db.transaction((tx) => getBankAccountId(tx, 'FEES', 'TND'));
    const [before] = await fixture.database.db
      .select({ balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, a));
    const withFee: EntryInput = {
      ...transfer(a, b, 1_000n),
      postings: [
        ...transfer(a, b, 1_000n).postings,
        { accountId: a, amountMinor: -500n, currency: 'TND', kind: 'TRANSFER_ISSUED', label: 'Commission' },
        {
          accountId: feeAccount,
          amountMinor: 500n,
          currency: 'TND',
          kind: 'TRANSFER_RECEIVED',
          label: 'Commission',
        },
      ],
    };

    const posted = await fixture.database.db.transaction(async (tx) => {
      await expect(postEntry(tx, transfer(b, a, 10n ** 12n))).rejects.toMatchObject({
        code: 'LEDGER.INSUFFICIENT_FUNDS',
        result: { accountId: b },
      });
      return postEntry(tx, withFee);
    });

    expect(posted.balancesAfter.get(a)).toBe((before?.balance ?? 0n) - 1_500n);
    expect(posted.balancesAfter.size).toBe(3);
  });

  it('is held to the rules by the database itself', async () => {
    const [a, b] = accounts as [string, string];
    const db = fixture.database.db;
    await expect(
      db
        .update(ledgerAccounts)
        .set({ balanceMinor: 10n ** 12n })
        .where(sql`id = ${a}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update postings set amount_minor = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries`)).rejects.toThrow();
    const insertUnbalanced = db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(
        sql`insert into journal_entries (reference, kind, booking_date, value_date, description)
            values ('RAW1', 'TRANSFER_ISSUED', '2026-11-20', '2026-11-20', 'raw') returning id`,
      );
      const entryId = rows[0]?.id;
      await tx.execute(sql`insert into postings (entry_id, account_id, amount_minor, currency, kind, operation_code, label, booking_date, value_date)
        values (${entryId}, ${a}, -5, 'TND', 'TRANSFER_ISSUED', 123, 'x', '2026-11-20', '2026-11-20'),
               (${entryId}, ${b}, 4, 'TND', 'TRANSFER_RECEIVED', 175, 'x', '2026-11-20', '2026-11-20')`);
    });
    await expect(insertUnbalanced).rejects.toThrow();
  });

  it('keeps the books balanced over any sequence of transfers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(3), fc.nat(3), fc.bigInt({ min: 1n, max: 400_000n })), {
          minLength: 1,
          maxLength: 12,
        }),
        async (moves) => {
          for (const [from, to, amount] of moves) {
            if (from !== to) {
              await post(transfer(accounts[from] as string, accounts[to] as string, amount)).catch(
                (error: unknown) => {
                  if ((error as { code?: string }).code !== 'LEDGER.INSUFFICIENT_FUNDS') {
                    throw error;
                  }
                },
              );
            }
          }
          const books = await readBooks();
          const total = books.reduce((sum, row) => sum + BigInt(row.balance), 0n);
          expect(total).toBe(0n);
          for (const row of books) {
            expect(BigInt(row.balance)).toBe(BigInt(row.postings_sum));
            if (row.overdraft !== null) {
              expect(BigInt(row.balance)).toBeGreaterThanOrEqual(-BigInt(row.overdraft));
            }
          }
          const { rows } = await fixture.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from (select entry_id from postings group by entry_id, currency having sum(amount_minor) <> 0) x`,
          );
          expect(rows[0]?.n).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('lets exactly one of two racing debits through when only one fits', async () => {
    const racer = await fixture.openAccount(90);
    await post(transfer(cashId, racer, 100_000n));
    const [b] = accounts.slice(1) as [string];
    const results = await Promise.allSettled([
      post(transfer(racer, b, 70_000n)),
      post(transfer(racer, b, 70_000n)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = (await readBooks()).filter((r) => r.id === racer);
    expect(row?.balance).toBe('30000');
  });
});
