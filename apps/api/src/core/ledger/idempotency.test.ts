/** Idempotent execution of money-moving calls, on PGlite and (with DATABASE_URL) on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATABASE } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { countEntriesPerKey } from './testing/books-audit.ts';
import { type FundedBooks, openFundedAccounts } from './testing/funded-accounts.ts';
import { createLedgerFixture, type LedgerFixture } from './testing/ledger-fixture.ts';
import { runTransfer, type Transfer } from './testing/transfer-workload.ts';

let fixture: LedgerFixture;
let books: FundedBooks;
/** A second connection on PostgreSQL, so duplicates truly race; PGlite has only one. */
let other: Database;

beforeAll(async () => {
  fixture = await createLedgerFixture();
  books = await openFundedAccounts(fixture, {
    count: 3,
    currencyOf: () => 'TND',
    overdraftMinor: () => 0n,
    depositMinor: (index) => (index === 0 ? 1_000_000n : 1n),
  });
  other = fixture.databaseUrl
    ? await openDatabase({ databaseUrl: fixture.databaseUrl, pgliteDir: MEMORY_DATABASE })
    : fixture.database;
});

afterAll(async () => {
  if (other !== fixture.database) {
    await other.close();
  }
  await fixture.drop();
});

const transfer = (key: string, fromIndex: number, toIndex: number, amountMinor: bigint): Transfer => ({
  key,
  from: books.accounts[fromIndex]?.id ?? '',
  to: books.accounts[toIndex]?.id ?? '',
  amountMinor,
  currency: 'TND',
});

const entriesOf = async (key: string) => (await countEntriesPerKey(fixture.database.db)).get(key) ?? 0;

describe('runIdempotent', () => {
  it('answers a replay with the first answer, byte for byte, and executes once', async () => {
    const call = transfer('replay-0001', 0, 1, 10_000n);
    const first = await runTransfer(fixture.database.db, call);
    const again = await runTransfer(other.db, call);
    expect(first.statusCode).toBe(200);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ statusCode: 200, body: first.body, replayed: true });
    expect(await entriesOf(call.key)).toBe(1);
  });

  it('replays a refusal as it was, even once the call would now succeed', async () => {
    const call = transfer('refusal-0001', 2, 1, 5_000n);
    const first = await runTransfer(fixture.database.db, call);
    expect(first).toEqual({ statusCode: 422, body: '{"code":"LEDGER.INSUFFICIENT_FUNDS"}', replayed: false });
    await runTransfer(fixture.database.db, transfer('refusal-fund', 0, 2, 50_000n));
    expect(await runTransfer(fixture.database.db, call)).toEqual({ ...first, replayed: true });
    expect(await entriesOf(call.key)).toBe(0);
  });

  it('refuses the same key with another payload (IDEMPOTENCY.KEY_REUSED, 422) and moves nothing more', async () => {
    const call = transfer('reused-0001', 0, 1, 1_000n);
    await runTransfer(fixture.database.db, call);
    await expect(runTransfer(fixture.database.db, { ...call, amountMinor: 1_001n })).rejects.toMatchObject({
      code: 'IDEMPOTENCY.KEY_REUSED',
      httpStatus: 422,
    });
    expect(await entriesOf(call.key)).toBe(1);
  });

  it('executes concurrent duplicates once: each of the others gets the same answer or 409', async () => {
    const call = transfer('race-0001', 0, 1, 2_500n);
    let posted!: () => void;
    const firstHasPosted = new Promise<void>((resolve) => {
      posted = resolve;
    });
    let letFirstFinish!: () => void;
    const hold = new Promise<void>((resolve) => {
      letFirstFinish = resolve;
    });
    const first = runTransfer(fixture.database.db, call, {
      afterPosting: async () => {
        posted();
        await hold;
      },
    });
    await firstHasPosted;
    const duplicates = Array.from({ length: 4 }, () =>
      runTransfer(other.db, call).catch((error: unknown) => error),
    );
    setTimeout(letFirstFinish, 50);
    const firstAnswer = await first;
    for (const answer of await Promise.all(duplicates)) {
      if (answer instanceof Error) {
        expect(answer).toMatchObject({ code: 'IDEMPOTENCY.IN_PROGRESS', httpStatus: 409 });
      } else {
        expect(answer).toEqual({ statusCode: 200, body: firstAnswer.body, replayed: true });
      }
    }
    expect(await entriesOf(call.key)).toBe(1);
  });
});
