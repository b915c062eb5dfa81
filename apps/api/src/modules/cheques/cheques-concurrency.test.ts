import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChequeClient } from '../../test/cheque-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

/** On PGlite by default, on PostgreSQL when DATABASE_URL is set (each test file gets its own database). */
describe('one leaf presented many times at the same moment', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createChequeClient>;
  let leila: Headers;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createChequeClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pays it exactly once and rejects the others as already paid', async () => {
    const main = (await client.accounts(leila)).find((account) => account.accountType === 'MAIN');
    const book = await client.deliveredBook(leila, main?.id ?? '');
    const leaf = book.leaves[3]?.number ?? '';
    const before = await client.balanceOf(main?.id ?? '');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.present(
          { rib: main?.rib ?? '', checkNumber: leaf, amount: '75.250' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    const statuses = answers.map((answer) => resultOf(answer).status);
    expect(statuses.filter((status) => status === 'PAID')).toHaveLength(1);
    expect(
      answers.map((answer) => resultOf(answer).rejectionReason).filter((reason) => reason !== null),
    ).toEqual(Array(11).fill('ALREADY_PAID'));
    expect(await client.balanceOf(main?.id ?? '')).toBe(before - 75_250n);
  });

  it('answers a replayed presentation with the first answer, byte for byte, and books once', async () => {
    const main = (await client.accounts(leila)).find((account) => account.accountType === 'MAIN');
    const [book] = (await client.requests(leila)).filter((item) => item.status === 'DELIVERED');
    const leaf = book?.leaves.find((item) => item.status === 'BLANK')?.number ?? '';
    const key = randomUUID();
    const before = await client.balanceOf(main?.id ?? '');
    const presentation = { rib: main?.rib ?? '', checkNumber: leaf, amount: '10' };
    const [first, second] = await Promise.all([
      client.present(presentation, { 'idempotency-key': key }),
      client.present(presentation, { 'idempotency-key': key }),
    ]);
    const third = await client.present(presentation, { 'idempotency-key': key });
    expect(resultOf(first).status).toBe('PAID');
    expect([second?.body, third.body]).toEqual([first?.body, first?.body]);
    expect(await client.balanceOf(main?.id ?? '')).toBe(before - 10_000n);
  });

  it('places one of two orders confirmed at the same moment for one account, and refuses the other', async () => {
    const main = (await client.accounts(leila)).find((account) => account.accountType === 'MAIN');
    const body = { accountId: main?.id, requestType: 'CHEQUE', CheckCount: 25, crossing: 2 };
    const path = 'secure/api/checkbooks/checkbookRequest';
    const verifiedKey = async () => {
      const challengeKey: string = resultOf(await client.post(leila, path, body)).challengeKey;
      await client.validateCode(leila, challengeKey);
      return challengeKey;
    };
    const keys = [await verifiedKey(), await verifiedKey()];
    const answers = await Promise.all(
      keys.map((challengeKey) =>
        client.post(leila, path, body, { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() }),
      ),
    );
    expect(answers.map(codeOf).sort()).toEqual(['000', 'CHEQUE.REQUEST_IN_PROGRESS']);
    const open = (await client.requests(leila)).filter((request) => request.status !== 'DELIVERED');
    expect(open).toHaveLength(1);
  });
});
