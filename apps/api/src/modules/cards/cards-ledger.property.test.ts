/**
 * Property: whatever the sequence of authorisations, settlements and cancellations on one card,
 * the ledger keeps available = booked − open holds, never below the overdraft; the period's limit
 * is never passed; a cancelled authorisation leaves no trace in the booked balance; and the
 * terminal accepts exactly what a simple model of limit and balance says it should.
 */
import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import { cardOperations, cards, ledgerAccounts, ledgerHolds } from '../../db/schema/index.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeAuthorisation } from './card-authorisations.service.ts';
import { authoriseCardOperation } from './card-terminal.service.ts';

const LIMIT_MINOR = 300_000n;
const DAY_MS = 86_400_000;

type Step = { kind: 'authorise'; amountTnd: number } | { kind: 'settle' | 'cancel'; pick: number };
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('authorise' as const), amountTnd: fc.integer({ min: 1, max: 180 }) }),
  fc.record({ kind: fc.constantFrom('settle' as const, 'cancel' as const), pick: fc.nat() }),
);

describe('card authorisations on the ledger (property)', () => {
  let testApp: TestApp;
  let cardId: string;
  let accountId: string;
  let overdraftMinor: bigint;
  let run = 0;

  const readAccount = async () => {
    const [row] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    if (!row) {
      throw new Error('no account');
    }
    return row;
  };
  /** Brings the booked balance to `startMinor` through the ledger (the bank's suspense account). */
  const resetBalance = async (startMinor: bigint) => {
    const { balanceMinor } = await readAccount();
    const change = startMinor - balanceMinor;
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
          { accountId, amountMinor: change, currency: 'TND', kind, label: 'TEST' },
          { accountId: suspense, amountMinor: -change, currency: 'TND', kind, label: 'TEST' },
        ],
      });
    });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    const client = createCardClient(testApp);
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const card = (await client.cards(amina)).find(
      (item) => item.kind === 'DEBIT' && item.status === 'ACTIVE',
    );
    cardId = card?.id ?? '';
    accountId = card?.accountId ?? '';
    // Each run is its own day, so each starts with the whole daily limit.
    await testApp.database.db
      .update(cards)
      .set({ limitMinor: LIMIT_MINOR, periodicity: 'DAILY' })
      .where(eq(cards.id, cardId));
    overdraftMinor = (await readAccount()).overdraftLimitMinor ?? 0n;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps the balances, the limit and the model in step', async () => {
    const tally: Record<string, number> = {};
    await fc.assert(
      // From overdrawn to comfortably in credit: the limit refuses some asks, the balance others.
      fc.asyncProperty(
        fc.integer({ min: -450, max: 350 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }),
        async (startTnd, steps) => {
          run += 1;
          const now = new Date(Date.now() + run * DAY_MS);
          const db = testApp.database.db;
          await resetBalance(BigInt(startTnd) * 1000n);
          const start = await readAccount();
          const open: { id: string; amount: bigint }[] = [];
          let spent = 0n;
          let settled = 0n;
          for (const step of steps) {
            if (step.kind === 'authorise') {
              const amount = BigInt(step.amountTnd) * 1000n;
              const account = await readAccount();
              const available = account.balanceMinor - account.heldMinor + overdraftMinor;
              const shouldPass = spent + amount <= LIMIT_MINOR && amount <= available;
              const ask = {
                cardId,
                operationType: 'PURCHASE' as const,
                amount: String(step.amountTnd),
                merchant: 'PROP',
              };
              const outcome = await db
                .transaction((tx) => authoriseCardOperation(tx, ask, now))
                .then((approved) => approved.operationId)
                .catch((error: unknown) => {
                  if (!isAppError(error)) {
                    throw error;
                  }
                  tally[error.code] = (tally[error.code] ?? 0) + 1;
                  return null;
                });
              expect(outcome !== null).toBe(shouldPass);
              if (outcome) {
                tally.APPROVED = (tally.APPROVED ?? 0) + 1;
                open.push({ id: outcome, amount });
                spent += amount;
              }
            } else if (open.length > 0) {
              const [closing] = open.splice(step.pick % open.length, 1);
              if (closing) {
                await closeAuthorisation(db, closing.id, step.kind === 'settle' ? 'SETTLE' : 'CANCEL', now);
                if (step.kind === 'settle') {
                  settled += closing.amount;
                } else {
                  spent -= closing.amount;
                }
              }
            }
            const account = await readAccount();
            const [holds] = await db
              .select({ total: sql<string>`coalesce(sum(${ledgerHolds.amountMinor}), 0)::text` })
              .from(ledgerHolds)
              .where(and(eq(ledgerHolds.accountId, accountId), eq(ledgerHolds.status, 'OPEN')));
            const openTotal = open.reduce((sum, item) => sum + item.amount, 0n);
            expect(account.heldMinor).toBe(BigInt(holds?.total ?? '0'));
            expect(account.heldMinor).toBe(openTotal);
            expect(account.balanceMinor - account.heldMinor).toBeGreaterThanOrEqual(-overdraftMinor);
            // Cancelled authorisations took nothing: booked moves by the settled ones only.
            expect(account.balanceMinor).toBe(start.balanceMinor - settled);
            const [period] = await db
              .select({ total: sql<string>`coalesce(sum(${cardOperations.amountMinor}), 0)::text` })
              .from(cardOperations)
              .where(
                and(
                  eq(cardOperations.cardId, cardId),
                  eq(cardOperations.status, 'VALIDE'),
                  eq(cardOperations.operationDate, toCalendarDate(now)),
                ),
              );
            expect(BigInt(period?.total ?? '0')).toBeLessThanOrEqual(LIMIT_MINOR);
          }
          for (const item of open) {
            await closeAuthorisation(db, item.id, 'CANCEL', now);
          }
        },
      ),
      { numRuns: 25, seed: Number.parseInt(randomUUID().slice(0, 6), 16) },
    );
    console.info(`card property: ${JSON.stringify(tally)}`);
  }, 120_000);
});
