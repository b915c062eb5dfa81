import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type AccountSummary,
  codeOf,
  createTransferClient,
  type Headers,
  nationalOrder,
  resultOf,
} from '../../test/transfer-client.ts';

/** Thursday 3 December 2026, 10:00 in Tunis: a working day before the interbank cut-off. */
const clock = createManualClock(new Date('2026-12-03T09:00:00Z'));

/**
 * A transfer call answers the detail of what it wrote from the rows as stored, without reading
 * them back: the answer must be exactly what the detail call reads afterwards.
 */
describe('the answer of a transfer order', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let main: AccountSummary;
  let saving: AccountSummary;

  /** Sends the order (with the code when one is asked) and reads its detail back in the same language. */
  const sendAndReadBack = async (headers: Headers, path: string, order: object) => {
    const final =
      path === 'transfer/personal'
        ? await client.post(headers, path, order, { 'idempotency-key': randomUUID() })
        : (await client.send(headers, path, order)).final;
    expect(codeOf(final)).toBe('000');
    const answered = resultOf(final);
    const readBack = await client.post(headers, 'secure/api/transfer/display', { id: answered.id });
    return { answered, readBack: resultOf(readBack) };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    ({ main, saving } = await client.mainAndSaving(amina));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(['fr', 'en', 'ar'])(
    'is the detail read back for a transfer between own accounts (%s)',
    async (language) => {
      const order = {
        debitAccountId: main.id,
        creditAccountId: saving.id,
        amount: '12.500',
        reason: 'Epargne',
      };

      const { answered, readBack } = await sendAndReadBack(
        { ...amina, language },
        'transfer/personal',
        order,
      );

      expect(answered).toMatchObject({ status: 'COMPLETED', kind: 'OWN_ACCOUNT' });
      expect(answered.history).toHaveLength(1);
      expect(answered).toEqual(readBack);
    },
  );

  it('is the detail read back for a transfer to another bank, waiting for the clearing with its fee', async () => {
    const { answered, readBack } = await sendAndReadBack(
      amina,
      'transfer/localTransfer',
      nationalOrder(main.id, '75'),
    );

    expect(answered).toMatchObject({ status: 'PROGRESS', kind: 'NATIONAL' });
    expect(answered.fees).not.toBe('0.000');
    expect(answered).toEqual(readBack);
  });

  it('is the detail read back for a deferred transfer, still pending', async () => {
    const order = {
      debitAccountId: saving.id,
      creditAccountId: main.id,
      amount: '3',
      executionDate: '2026-12-10',
    };

    const { answered, readBack } = await sendAndReadBack(amina, 'transfer/personal', order);

    expect(answered).toMatchObject({ status: 'PENDING', executionDate: '2026-12-10' });
    expect(answered).toEqual(readBack);
  });
});
