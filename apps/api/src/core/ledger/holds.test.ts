import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankAccountId } from './bank-accounts.ts';
import type { EntryInput } from './entry-input.ts';
import { placeHold, releaseHold, settleHold } from './holds.ts';
import { postEntry } from './post-entry.ts';
import { createLedgerFixture, type LedgerFixture } from './testing/ledger-fixture.ts';

let fixture: LedgerFixture;
let cashId: string;
let clearingId: string;

const move = (from: string, to: string, amount: bigint): EntryInput => ({
  kind: 'TRANSFER_ISSUED',
  description: 'Test transfer',
  bookingDate: '2026-11-20',
  postings: [
    {
      accountId: from,
      amountMinor: -amount,
      currency: 'TND',
      kind: 'TRANSFER_ISSUED',
      label: 'Virement émis',
    },
    {
      accountId: to,
      amountMinor: amount,
      currency: 'TND',
      kind: 'TRANSFER_RECEIVED',
      label: 'Virement reçu',
    },
  ],
});

const cardPayment = (accountId: string, amount: bigint): EntryInput => ({
  kind: 'CARD_PAYMENT',
  description: 'Card payment',
  bookingDate: '2026-11-21',
  postings: [
    { accountId, amountMinor: -amount, currency: 'TND', kind: 'CARD_PAYMENT', label: 'Paiement carte' },
    {
      accountId: clearingId,
      amountMinor: amount,
      currency: 'TND',
      kind: 'CARD_PAYMENT',
      label: 'Card clearing',
    },
  ],
});

const hold = (accountId: string, amountMinor: bigint) =>
  fixture.database.db.transaction((tx) =>
    placeHold(tx, { accountId, amountMinor, currency: 'TND', kind: 'CARD_PAYMENT', description: 'Shop' }),
  );
const settle = (holdId: string, accountId: string, amount: bigint) =>
  fixture.database.db.transaction((tx) => settleHold(tx, holdId, cardPayment(accountId, amount)));
const release = (holdId: string) => fixture.database.db.transaction((tx) => releaseHold(tx, holdId));
const post = (input: EntryInput) => fixture.database.db.transaction((tx) => postEntry(tx, input));

type AccountState = { balance: bigint; held: bigint; openHolds: bigint; postings: bigint };
const readAccount = async (id: string): Promise<AccountState> => {
  const { rows } = await fixture.database.db.execute<Record<keyof AccountState, string>>(
    sql`select a.balance_minor::text as balance, a.held_minor::text as held,
        coalesce((select sum(h.amount_minor) from ledger_holds h where h.account_id = a.id and h.status = 'OPEN'), 0)::text as "openHolds",
        coalesce((select sum(p.amount_minor) from postings p where p.account_id = a.id), 0)::text as postings
        from ledger_accounts a where a.id = ${id}::uuid`,
  );
  const row = rows[0];
  if (!row) {
    throw new Error(`no account ${id}`);
  }
  return {
    balance: BigInt(row.balance),
    held: BigInt(row.held),
    openHolds: BigInt(row.openHolds),
    postings: BigInt(row.postings),
  };
};
const fund = async (amount: bigint, overdraft = 0n) => {
  const id = await fixture.openAccount(100 + Math.floor(Math.random() * 800_000), overdraft);
  await post(move(cashId, id, amount));
  return id;
};

beforeAll(async () => {
  fixture = await createLedgerFixture();
  [cashId, clearingId] = await fixture.database.db.transaction(async (tx) => [
    await getBankAccountId(tx, 'CASH', 'TND'),
    await getBankAccountId(tx, 'INTERBANK_CLEARING', 'TND'),
  ]);
});

afterAll(() => fixture.drop());

describe('holds', () => {
  it('lower the available balance at once, and a transfer cannot spend held money', async () => {
    const account = await fund(100_000n);
    const placed = await hold(account, 60_000n);
    expect(placed.availableAfterMinor).toBe(40_000n);
    expect(await readAccount(account)).toMatchObject({ balance: 100_000n, held: 60_000n });
    await expect(post(move(account, cashId, 40_001n))).rejects.toMatchObject({
      code: 'LEDGER.INSUFFICIENT_FUNDS',
    });
    await expect(hold(account, 40_001n)).rejects.toMatchObject({ code: 'LEDGER.INSUFFICIENT_FUNDS' });
    await post(move(account, cashId, 40_000n));
    expect(await readAccount(account)).toMatchObject({ balance: 60_000n, held: 60_000n });
  });

  it('are settled into one entry of the held amount, once', async () => {
    const account = await fund(100_000n);
    const placed = await hold(account, 100_000n);
    await expect(settle(placed.holdId, account, 90_000n)).rejects.toThrow(/hold is for/);
    const posted = await settle(placed.holdId, account, 100_000n);
    expect(posted.balancesAfter.get(account)).toBe(0n);
    expect(await readAccount(account)).toMatchObject({ balance: 0n, held: 0n });
    await expect(settle(placed.holdId, account, 100_000n)).rejects.toMatchObject({ code: 'COMMON.CONFLICT' });
    await expect(release(placed.holdId)).rejects.toMatchObject({ code: 'COMMON.CONFLICT' });
    const { rows } = await fixture.database.db.execute<{ status: string; has_entry: boolean }>(
      sql`select status, entry_id = ${posted.entryId} as has_entry from ledger_holds where id = ${placed.holdId}::uuid`,
    );
    expect(rows[0]).toEqual({ status: 'SETTLED', has_entry: true });
  });

  it('are released without a trace in the booked balance', async () => {
    const account = await fund(50_000n);
    const placed = await hold(account, 20_000n);
    await release(placed.holdId);
    expect(await readAccount(account)).toMatchObject({ balance: 50_000n, held: 0n, postings: 50_000n });
  });

  it('are held to their rules by the database itself', async () => {
    const account = await fund(50_000n);
    const placed = await hold(account, 10_000n);
    const db = fixture.database.db;
    await expect(
      db.execute(sql`update ledger_accounts set held_minor = 0 where id = ${account}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update ledger_holds set amount_minor = 1 where id = ${placed.holdId}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from ledger_holds where id = ${placed.holdId}::uuid`),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`update ledger_holds set status = 'SETTLED', closed_at = now() where id = ${placed.holdId}::uuid`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into ledger_holds (account_id, amount_minor, currency, kind, reference, description)
        values (${account}::uuid, 40001, 'TND', 'CARD_PAYMENT', 'RAWHOLD1', 'raw')`),
    ).rejects.toThrow();
    expect(await readAccount(account)).toMatchObject({ held: 10_000n });
  });

  it('lets exactly the holds that fit through when they race', async () => {
    const account = await fund(100_000n);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => hold(account, 30_000n)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await readAccount(account)).toMatchObject({ held: 90_000n });
  });

  it('keep available = booked − open holds, never below the overdraft, over any sequence (property)', async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('hold' as const), amount: fc.bigInt({ min: 1n, max: 40_000n }) }),
      fc.record({ op: fc.constantFrom('settle' as const, 'release' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('transfer' as const), amount: fc.bigInt({ min: 1n, max: 40_000n }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const overdraft = 10_000n;
        const account = await fund(60_000n, overdraft);
        const open: { id: string; amount: bigint }[] = [];
        let booked = 60_000n;
        for (const s of steps) {
          const refused = (error: unknown) => {
            if ((error as { code?: string }).code !== 'LEDGER.INSUFFICIENT_FUNDS') {
              throw error;
            }
          };
          if (s.op === 'hold') {
            await hold(account, s.amount).then(
              (placed) => open.push({ id: placed.holdId, amount: s.amount }),
              refused,
            );
          } else if (s.op === 'transfer') {
            await post(move(account, cashId, s.amount)).then(() => {
              booked -= s.amount;
            }, refused);
          } else if (open.length > 0) {
            const [chosen] = open.splice(s.pick % open.length, 1);
            if (chosen && s.op === 'settle') {
              await settle(chosen.id, account, chosen.amount);
              booked -= chosen.amount;
            } else if (chosen) {
              await release(chosen.id);
            }
          }
          const state = await readAccount(account);
          const openSum = open.reduce((sum, h) => sum + h.amount, 0n);
          expect(state).toEqual({ balance: booked, held: openSum, openHolds: openSum, postings: booked });
          expect(state.balance - state.held).toBeGreaterThanOrEqual(-overdraft);
        }
      }),
      { numRuns: 12 },
    );
  });
});
