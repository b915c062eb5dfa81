/**
 * Property: whatever the effects falling due on one account (inward or outward, any amount, the
 * drawee refusing or not) and whatever room the account has, an inward effect is paid exactly when
 * the account and its overdraft hold it; a rejected effect leaves the balance as it was; a paid one
 * moves it by its amount; every settlement entry sums to zero; and an effect is settled only once.
 */
import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import { journalEntries, ledgerAccounts, postings, tradeEffects } from '../../db/schema/index.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { settleTradeEffect } from './trade-effect-settlement.service.ts';

type Step = {
  direction: 'INWARD' | 'OUTWARD';
  amountTnd: number;
  isRefusedByDrawee: boolean;
  isReplayed: boolean;
};
const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  direction: fc.constantFrom('INWARD' as const, 'OUTWARD' as const),
  amountTnd: fc.integer({ min: 1, max: 30_000 }),
  isRefusedByDrawee: fc.boolean(),
  isReplayed: fc.boolean(),
});

describe('trade effects settled on the ledger (property)', () => {
  let testApp: TestApp;
  let account: typeof ledgerAccounts.$inferSelect;

  const readBalance = async () => {
    const [row] = await testApp.database.db
      .select({ balance: ledgerAccounts.balanceMinor, held: ledgerAccounts.heldMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account.id));
    return { balance: row?.balance ?? 0n, held: row?.held ?? 0n };
  };
  const resetBalance = async (targetMinor: bigint) => {
    const change = targetMinor - (await readBalance()).balance;
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

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    const [seeded] = await testApp.database.db.select().from(tradeEffects).limit(1);
    const [row] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, seeded?.accountId ?? ''));
    if (!row) {
      throw new Error('no seeded trade effect');
    }
    account = row;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pays what the account holds, books nothing on a rejection, and settles each effect once', async () => {
    const tally: Record<string, number> = {};
    const overdraft = account.overdraftLimitMinor ?? 0n;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60_000 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }),
        async (roomTnd, steps) => {
          const db = testApp.database.db;
          const now = new Date();
          const today = toCalendarDate(now);
          await resetBalance(BigInt(roomTnd) * 1000n - overdraft);
          for (const step of steps) {
            const reference = `EFPROP${randomUUID().slice(0, 10)}`;
            const amountMinor = BigInt(step.amountTnd) * 1000n;
            await db.insert(tradeEffects).values({
              reference,
              customerId: account.customerId ?? '',
              accountId: account.id,
              direction: step.direction,
              effectNumber: '9000001',
              amountMinor,
              currency: 'TND',
              counterparty: 'PROP',
              counterpartyRib: '08001000123456789013',
              issueDate: today,
              deadlineDate: today,
              isRefusedByDrawee: step.isRefusedByDrawee,
              createdAt: now,
            });
            const before = await readBalance();
            const room = before.balance - before.held + overdraft;
            const shouldPay = step.direction === 'INWARD' ? amountMinor <= room : !step.isRefusedByDrawee;
            const settled = await settleTradeEffect(db, reference, now);
            tally[settled.status] = (tally[settled.status] ?? 0) + 1;
            expect(settled.status).toBe(shouldPay ? 'PAID' : 'REJECTED');
            const after = await readBalance();
            const moved = shouldPay ? (step.direction === 'INWARD' ? -amountMinor : amountMinor) : 0n;
            expect(after.balance).toBe(before.balance + moved);
            if (settled.entryReference) {
              const [sum] = await db
                .select({ total: sql<string>`sum(${postings.amountMinor})::text` })
                .from(postings)
                .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
                .where(eq(journalEntries.reference, settled.entryReference));
              expect(sum?.total).toBe('0');
            }
            if (step.isReplayed) {
              const again = await settleTradeEffect(db, reference, now).catch((error: unknown) =>
                isAppError(error) ? error.code : 'UNEXPECTED',
              );
              expect(again).toBe('TRADE_EFFECT.SETTLED');
              expect((await readBalance()).balance).toBe(after.balance);
            }
          }
        },
      ),
      { numRuns: 20, seed: Number.parseInt(randomUUID().slice(0, 6), 16) },
    );
    console.info(`trade effect property: ${JSON.stringify(tally)}`);
  }, 120_000);
});
