/**
 * Property: whatever the sequence of presentations (known, unknown, irregular, any amount) and
 * loss declarations on a fresh chequebook, a leaf is paid at most once; an opposed or unknown leaf
 * is never paid; a rejected cheque leaves the balance as it was; every clearing entry sums to zero;
 * and the clearing house answers exactly what a simple model of leaves and balance says it should.
 */
import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import {
  chequebookRequests,
  cheques,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient } from '../../test/transfer-client.ts';
import { presentCheque } from './cheque-clearing.service.ts';
import { advanceChequebookRequest } from './chequebook-office.service.ts';
import { readChequebookRequest } from './chequebook-requests.queries.ts';

const LEAVES = 25;
const USED_LEAVES = 5;
type Step =
  | { kind: 'present'; leaf: number; amountTnd: number; isIrregular: boolean }
  | { kind: 'oppose'; leaf: number };
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('present' as const),
      // A few leaves, so they meet again; USED_LEAVES and above: a leaf that is not this account's.
      leaf: fc.integer({ min: 0, max: USED_LEAVES + 1 }),
      amountTnd: fc.integer({ min: 1, max: 900 }),
      isIrregular: fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('oppose' as const),
      leaf: fc.integer({ min: 0, max: USED_LEAVES - 1 }),
    }),
  },
);

describe('cheque clearing on the ledger (property)', () => {
  let testApp: TestApp;
  let account: typeof ledgerAccounts.$inferSelect;
  let leila: Record<string, string>;
  let run = 0;

  const readAccount = async () => {
    const [row] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account.id));
    if (!row) {
      throw new Error('no account');
    }
    return row;
  };
  /** Brings the booked balance to `startMinor` through the ledger (the bank's suspense account). */
  const resetBalance = async (startMinor: bigint) => {
    const change = startMinor - (await readAccount()).balanceMinor;
    if (change === 0n) {
      return;
    }
    const kind = change > 0n ? 'AGENCY_DEPOSIT' : 'AGENCY_WITHDRAWAL';
    await testApp.database.db.transaction(async (tx) => {
      const suspense = await getBankAccountId(tx, 'SUSPENSE', 'TND');
      await postEntry(tx, {
        kind,
        description: 'TEST',
        bookingDate: toCalendarDate(new Date()),
        postings: [
          { accountId: account.id, amountMinor: change, currency: 'TND', kind, label: 'TEST' },
          { accountId: suspense, amountMinor: -change, currency: 'TND', kind, label: 'TEST' },
        ],
      });
    });
  };
  /** A delivered chequebook straight from the office (no order flow): its leaf numbers. */
  const freshBook = async (now: Date) => {
    const db = testApp.database.db;
    const reference = `CBPROP${String(run).padStart(6, '0')}${randomUUID().slice(0, 4)}`;
    await db.insert(chequebookRequests).values({
      reference,
      customerId: account.customerId ?? '',
      accountId: account.id,
      typeCode: 'CHEQUE',
      leafCount: LEAVES,
      crossing: 1,
      rank: 1000 + run,
      createdAt: now,
      dueAt: now,
    });
    await advanceChequebookRequest(db, reference, now);
    await advanceChequebookRequest(db, reference, now);
    return readChequebookRequest(db, reference);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    const signedIn = await signIn(testApp.app, 'leila', 'WEB');
    const accounts = await createTransferClient(testApp).accounts(signedIn.headers);
    const main = accounts.find((item) => item.accountType === 'MAIN');
    const [row] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, main?.id ?? ''));
    if (!row) {
      throw new Error('leila has no main account');
    }
    account = row;
    leila = signedIn.headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pays each leaf at most once, never an opposed or unknown one, and books nothing on a rejection', async () => {
    const tally: Record<string, number> = {};
    const overdraftMinor = account.overdraftLimitMinor ?? 0n;
    await fc.assert(
      fc.asyncProperty(
        // Room left above the overdraft, from none to a few cheques': some are refused for funds.
        fc.integer({ min: 0, max: 1_500 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }),
        async (roomTnd, steps) => {
          run += 1;
          const now = new Date();
          const db = testApp.database.db;
          await resetBalance(BigInt(roomTnd) * 1000n - overdraftMinor);
          const book = await freshBook(now);
          const numbers = book.leaves.map((leaf) => leaf.number);
          const state = new Map(numbers.map((number) => [number, 'BLANK' as 'BLANK' | 'PAID' | 'OPPOSED']));
          for (const step of steps) {
            const number =
              (step.leaf < USED_LEAVES ? numbers[step.leaf] : undefined) ?? String(9_000_000 + step.leaf);
            const before = await readAccount();
            if (step.kind === 'oppose') {
              const shouldPass = state.get(number) === 'BLANK';
              const declared = await testApp.app.inject({
                method: 'POST',
                url: '/gateway/secure/api/checkbooks/declareLoss',
                headers: leila,
                payload: { chequebookId: book.id, leafNumber: number, reason: 'LOST' },
              });
              const passed = declared.statusCode === 200;
              expect(passed).toBe(shouldPass);
              if (passed) {
                state.set(number, 'OPPOSED');
              }
              expect((await readAccount()).balanceMinor).toBe(before.balanceMinor);
              continue;
            }
            const amountMinor = BigInt(step.amountTnd) * 1000n;
            const leafState = state.get(number);
            const expected =
              leafState === undefined
                ? 'UNKNOWN_LEAF'
                : leafState === 'OPPOSED'
                  ? 'OPPOSITION'
                  : leafState === 'PAID'
                    ? 'ALREADY_PAID'
                    : step.isIrregular
                      ? 'IRREGULAR_SIGNATURE'
                      : before.balanceMinor - before.heldMinor - amountMinor < -overdraftMinor
                        ? 'INSUFFICIENT_FUNDS'
                        : null;
            const cheque = await db.transaction((tx) =>
              presentCheque(
                tx,
                {
                  rib: account.rib,
                  checkNumber: number,
                  amount: String(step.amountTnd),
                  payee: 'PROP',
                  language: 'fr',
                  isSignatureIrregular: step.isIrregular,
                },
                now,
              ),
            );
            tally[expected ?? 'PAID'] = (tally[expected ?? 'PAID'] ?? 0) + 1;
            expect(cheque.rejectionReason).toBe(expected);
            const after = await readAccount();
            if (expected === null) {
              state.set(number, 'PAID');
              expect(after.balanceMinor).toBe(before.balanceMinor - amountMinor);
              const [sum] = await db
                .select({
                  total: sql<string>`sum(${postings.amountMinor})::text`,
                  count: sql<number>`count(*)::int`,
                })
                .from(postings)
                .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
                .where(eq(journalEntries.reference, cheque.entryReference ?? ''));
              expect(sum).toEqual({ total: '0', count: 2 });
            } else {
              expect(after.balanceMinor).toBe(before.balanceMinor);
              expect(cheque.entryReference).toBeNull();
            }
          }
          const paid = await db
            .select({ number: cheques.checkNumber, count: sql<number>`count(*)::int` })
            .from(cheques)
            .where(
              and(
                eq(cheques.accountId, account.id),
                eq(cheques.status, 'PAID'),
                inArray(cheques.checkNumber, numbers),
              ),
            )
            .groupBy(cheques.checkNumber);
          expect(paid.every((row) => row.count === 1)).toBe(true);
          expect(paid.map((row) => row.number).sort()).toEqual(
            [...state]
              .filter(([, value]) => value === 'PAID')
              .map(([key]) => key)
              .sort(),
          );
        },
      ),
      { numRuns: 20, seed: Number.parseInt(randomUUID().slice(0, 6), 16) },
    );
    console.info(`cheque property: ${JSON.stringify(tally)}`);
  }, 120_000);
});
