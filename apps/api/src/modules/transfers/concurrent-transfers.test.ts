import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { transfers } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type AccountSummary,
  codeOf,
  createTransferClient,
  type Headers,
  nationalOrder,
} from '../../test/transfer-client.ts';

/** Thursday 3 December 2026, 10:00 in Tunis: a working day before the interbank cut-off. */
const clock = createManualClock(new Date('2026-12-03T09:00:00Z'));
const CALLS = 24;

/**
 * One customer's transfers sent at once, in both directions between the same accounts and to
 * another bank (which also locks the customer for the daily ceiling): every call is booked once,
 * none waits on another in a cycle, and the accounts end where the amounts say.
 */
describe('one customer’s transfers sent at once', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let main: AccountSummary;
  let saving: AccountSummary;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    ({ main, saving } = await client.mainAndSaving(amina));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('books each once, in any order, with the balances the amounts give', async () => {
    const [mainBefore, savingBefore] = await Promise.all([main.id, saving.id].map(client.balanceOf));
    // Codes first, one at a time: the concurrent part is the booking.
    const national = nationalOrder(main.id, '10');
    const codes: string[] = [];
    for (let index = 0; index < CALLS / 4; index += 1) {
      const asked = await client.post(amina, 'transfer/localTransfer', national);
      const { challengeKey } = asked.json().body.result;
      await client.validateCode(amina, challengeKey);
      codes.push(challengeKey);
    }
    const keys = Array.from({ length: CALLS }, () => randomUUID());

    const answers = await Promise.all(
      keys.map((key, index) => {
        if (index % 4 === 3) {
          const headers = { 'idempotency-key': key, 'challenge-key': codes[(index - 3) / 4] ?? '' };
          return client.post(amina, 'transfer/localTransfer', national, headers);
        }
        const [from, to] = index % 2 === 0 ? [main, saving] : [saving, main];
        const order = { debitAccountId: from.id, creditAccountId: to.id, amount: `${index + 1}` };
        return client.post(amina, 'transfer/personal', order, { 'idempotency-key': key });
      }),
    );

    expect(answers.map(codeOf)).toEqual(keys.map(() => '000'));
    const booked = await testApp.database.db
      .select({ key: transfers.idempotencyKey, debitAmountMinor: transfers.debitAmountMinor })
      .from(transfers)
      .where(inArray(transfers.idempotencyKey, keys));
    expect(booked.map((row) => row.key).sort()).toEqual([...keys].sort());
    let mainChange = 0n;
    let savingChange = 0n;
    answers.forEach((answer, index) => {
      const result = answer.json().body.result;
      const debit = BigInt(result.amountConverter.replace('.', '')) + BigInt(result.fees.replace('.', ''));
      if (index % 4 === 3) {
        mainChange -= debit;
      } else if (index % 2 === 0) {
        mainChange -= debit;
        savingChange += debit;
      } else {
        savingChange -= debit;
        mainChange += debit;
      }
    });
    expect(await client.balanceOf(main.id)).toBe((mainBefore ?? 0n) + mainChange);
    expect(await client.balanceOf(saving.id)).toBe((savingBefore ?? 0n) + savingChange);
  });
});
