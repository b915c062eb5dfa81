import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { getBankAccountId } from '../../core/ledger/index.ts';
import { ledgerAccounts, transfers } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  codeOf,
  createTransferClient,
  type Headers,
  nationalOrder,
  resultOf,
} from '../../test/transfer-client.ts';

/** Thursday 3 December 2026, 10:00 in Tunis: a working day before the cut-off, so booked at once. */
const clock = createManualClock(new Date('2026-12-03T09:00:00Z'));

/**
 * The transfer's checks pass (the customer's accounts are fine), its row and history are written
 * and its answer read before the ledger posts; the ledger then refuses the bank's clearing account,
 * closed meanwhile. Everything the call wrote is undone, and only its refusal is kept.
 */
describe('a transfer the ledger refuses after its rows were written', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId: string;
  let clearingId: string;

  const setClearingStatus = (status: string) =>
    testApp.database.db.update(ledgerAccounts).set({ status }).where(eq(ledgerAccounts.id, clearingId));
  /** Rows of every table a transfer call writes to. */
  const countWritten = async () => {
    const result = await testApp.database.db.execute<Record<string, string>>(sql`select
      (select count(*) from transfers)::text as transfers,
      (select count(*) from transfer_status_history)::text as history,
      (select count(*) from notifications)::text as notifications,
      (select count(*) from journal_entries)::text as entries,
      (select count(*) from postings)::text as postings`);
    return result.rows[0];
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    mainId = (await client.accounts(amina)).find((a) => a.accountType === 'MAIN')?.id ?? '';
    clearingId = await testApp.database.db.transaction((tx) =>
      getBankAccountId(tx, 'INTERBANK_CLEARING', 'TND'),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves no row, entry or notification, and answers the same refusal again under its key', async () => {
    const order = nationalOrder(mainId, '120');
    const written = await countWritten();
    const balance = await client.balanceOf(mainId);
    await setClearingStatus('CLOSED');

    const { final: refused, challengeKey, key } = await client.send(amina, 'transfer/localTransfer', order);
    await setClearingStatus('ACTIVE');
    const replay = await client.post(amina, 'transfer/localTransfer', order, {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });

    expect([refused.statusCode, codeOf(refused)]).toEqual([422, 'LEDGER.ACCOUNT_INACTIVE']);
    expect(resultOf(refused)).toEqual({ accountId: clearingId });
    expect(refused.headers['idempotent-replayed']).toBe('false');
    expect(replay.statusCode).toBe(refused.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(refused.body);
    expect(await countWritten()).toEqual(written);
    expect(await client.balanceOf(mainId)).toBe(balance);
    expect(
      await testApp.database.db.select().from(transfers).where(eq(transfers.idempotencyKey, key)),
    ).toEqual([]);
  });

  it('books the same order under a new key once the account is open again', async () => {
    const written = await countWritten();

    const { final } = await client.send(
      amina,
      'transfer/localTransfer',
      nationalOrder(mainId, '120'),
      randomUUID(),
    );

    expect(resultOf(final)).toMatchObject({ status: 'PROGRESS', type: 'NATIONAL' });
    const after = await countWritten();
    expect(Number(after?.transfers)).toBe(Number(written?.transfers) + 1);
    expect(Number(after?.entries)).toBe(Number(written?.entries) + 1);
  });
});
