/**
 * Balance alerts on the real routes: thresholds set with account/updateMinAndMaxAmount, money moved
 * with own-account transfers, the alert sweep run as its job would: one notification per crossing,
 * none for operations that stay on the same side, and one again after coming back and crossing anew.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers } from '../../test/transfer-client.ts';
import { runBalanceAlerts } from './balance-alerts.service.ts';

describe('balance alerts', () => {
  let testApp: TestApp;
  let amina: Headers;
  let mainId = '';
  let savingId = '';
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const accounts = await createTransferClient(testApp).accounts(amina);
    mainId = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
    savingId = accounts.find((account) => account.accountType === 'SAVING')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  const move = async (fromId: string, toId: string, amount: string) => {
    const moved = await createTransferClient(testApp).post(
      amina,
      'transfer/personal',
      { debitAccountId: fromId, creditAccountId: toId, amount },
      { 'idempotency-key': randomUUID() },
    );
    expect(moved.statusCode).toBe(200);
  };
  const alerts = () =>
    testApp.database.db
      .select({ key: notifications.key, content: notifications.content })
      .from(notifications)
      .where(
        and(
          eq(notifications.subjectId, mainId),
          inArray(notifications.key, ['BALANCE_BELOW_THRESHOLD', 'BALANCE_ABOVE_THRESHOLD']),
        ),
      );
  const sweep = () => runBalanceAlerts(testApp.database.db, new Date());

  it('tells once when the balance falls under the low threshold, and again only after it came back', async () => {
    const balance = await createTransferClient(testApp).balanceOf(mainId);
    const low = balance - 50_000n;
    const threshold = `${low / 1000n}.${String(low % 1000n).padStart(3, '0')}`;
    const set = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/updateMinAndMaxAmount',
      headers: amina,
      payload: { accountId: mainId, minAmount: threshold, maxAmount: null },
    });
    expect(set.statusCode).toBe(200);
    await sweep();
    expect(await alerts()).toHaveLength(0);

    await move(mainId, savingId, '60.000');
    expect(await sweep()).toEqual({ notified: 1 });
    await move(mainId, savingId, '5.000');
    await sweep();
    const [first] = await alerts();
    expect(await alerts()).toHaveLength(1);
    expect(first?.key).toBe('BALANCE_BELOW_THRESHOLD');
    expect(first?.content.fr).toContain('sous votre seuil');

    await move(savingId, mainId, '100.000');
    expect(await sweep()).toEqual({ notified: 0 });
    await move(mainId, savingId, '100.000');
    expect(await sweep()).toEqual({ notified: 1 });
    expect(await alerts()).toHaveLength(2);
  });

  it('tells nothing twice when two sweeps run at once', async () => {
    await move(savingId, mainId, '100.000');
    await sweep();
    await move(mainId, savingId, '100.000');
    const runs = await Promise.all([sweep(), sweep(), sweep()]);
    expect(runs.reduce((sum, run) => sum + run.notified, 0)).toBe(1);
    expect(await alerts()).toHaveLength(3);
  });
});
