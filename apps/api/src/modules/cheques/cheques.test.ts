import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChequeClient } from '../../test/cheque-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AccountSummary, codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

describe('chequebooks and cheques', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createChequeClient>;
  let amina: Headers;
  let youssef: Headers;
  let leila: Headers;
  let main: AccountSummary;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createChequeClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    youssef = (await signIn(testApp.app, 'youssef', 'WEB', 'test-device-0002')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0003')).headers;
    const accounts = await client.accounts(amina);
    const found = accounts.find((account) => account.accountType === 'MAIN' && account.currency === 'TND');
    if (!found) {
      throw new Error('amina has no dinar main account');
    }
    main = found;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the seeded chequebooks, cheques emitted and received, and youssef’s order on its way', async () => {
    const books = await client.requests(amina);
    const delivered = books.find((book) => book.status === 'DELIVERED');
    expect(delivered?.leaves).toHaveLength(25);
    expect(delivered?.leaves.map((leaf) => leaf.status)).toEqual(
      expect.arrayContaining(['PAID', 'OPPOSED', 'BLANK']),
    );
    expect(delivered?.transitions.map((step) => step.status)).toEqual(['REQUESTED', 'PRINTED', 'DELIVERED']);
    const emitted = await client.list(amina, { type: 'EMITTED' });
    expect(emitted.some((cheque) => cheque.status === 'PAID')).toBe(true);
    expect(emitted.some((cheque) => cheque.rejectionReason === 'IRREGULAR_SIGNATURE')).toBe(true);
    const received = await client.list(amina, { type: 'RECEIVED' });
    expect(received.map((cheque) => cheque.status)).toEqual(expect.arrayContaining(['PAID', 'CLEARING']));
    const theirs = await client.requests(youssef);
    expect(theirs.some((book) => book.status === 'PRINTED')).toBe(true);
    expect((await client.list(youssef, { type: 'EMITTED' })).length).toBeGreaterThan(0);
  });

  it('filters the cheques by status, amount and a period of two months at most', async () => {
    const paid = await client.list(amina, { type: 'EMITTED', status: 'PAID', minAmount: '100' });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((cheque) => cheque.status === 'PAID' && Number(cheque.amount) >= 100)).toBe(true);
    const tooLong = await client.post(amina, 'secure/api/checkbooks/getCheckList', {
      type: 'EMITTED',
      startDate: '2026-01-01',
      endDate: '2026-03-15',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(resultOf(tooLong).fieldErrors).toEqual([
      expect.objectContaining({ field: 'endDate', key: 'maxDate' }),
    ]);
    const badType = await client.post(amina, 'secure/api/checkbooks/getCheckList', { type: 'SENT' });
    expect(badType.statusCode).toBe(400);
    const badAmount = await client.post(amina, 'secure/api/checkbooks/getCheckList', {
      type: 'EMITTED',
      minAmount: '12,34567',
    });
    expect(resultOf(badAmount).fieldErrors).toEqual([expect.objectContaining({ key: 'InvalidNumber' })]);
  });

  it('offers the types of the customer’s segment on the account’s currency', async () => {
    const mine = resultOf(
      await client.get(amina, 'secure/api/checkbooks/getCheckbookTypes', { accountId: main.id }),
    );
    const prestige = resultOf(await client.get(leila, 'secure/api/checkbooks/getCheckbookTypes'));
    expect(mine.map((type: { code: string }) => type.code)).toEqual(['CHEQUE']);
    expect(prestige.map((type: { code: string }) => type.code)).toContain('CHEQUE.PLATINUM.PLUS');
    const euro = (await client.accounts(amina)).find((account) => account.currency === 'EUR');
    const none = resultOf(
      await client.get(amina, 'secure/api/checkbooks/getCheckbookTypes', { accountId: euro?.id ?? '' }),
    );
    expect(none).toEqual([]);
  });

  it('orders with a code bound to the order, once per key, and refuses a second order on its way', async () => {
    const body = { accountId: main.id, requestType: 'CHEQUE', CheckCount: 50, crossing: 2 };
    const first = await client.post(amina, 'secure/api/checkbooks/checkbookRequest', body);
    expect(codeOf(first)).toBe('OTP.300');
    const challengeKey: string = resultOf(first).challengeKey;
    await client.validateCode(amina, challengeKey);
    const changed = await client.post(
      amina,
      'secure/api/checkbooks/checkbookRequest',
      { ...body, CheckCount: 25 },
      { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() },
    );
    expect(codeOf(changed)).toBe('CHALLENGE.EXPIRED');

    const key = randomUUID();
    const { final } = await client.order(amina, body, key);
    expect(final.statusCode).toBe(200);
    const placed = resultOf(final);
    expect(placed).toMatchObject({ status: 'REQUESTED', CheckCount: 50, crossing: 2, leaves: [] });
    const replay = await client.post(amina, 'secure/api/checkbooks/checkbookRequest', body, {
      'challenge-key': 'x'.repeat(40),
      'idempotency-key': key,
    });
    expect(replay.body).toBe(final.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const again = await client.order(amina, { ...body, CheckCount: 25 });
    expect(codeOf(again.first)).toBe('CHEQUE.REQUEST_IN_PROGRESS');

    const printed = resultOf(await client.advance(placed.reference));
    expect(printed.status).toBe('PRINTED');
    expect(printed.leaves).toHaveLength(50);
    expect(printed.firstLeaf).toMatch(/^\d{7}$/);
    const delivered = resultOf(await client.advance(placed.reference));
    expect(delivered.transitions.map((step: { status: string }) => step.status)).toEqual([
      'REQUESTED',
      'PRINTED',
      'DELIVERED',
    ]);
    expect(codeOf(await client.advance(placed.reference))).toBe('CHEQUE.REQUEST_CLOSED');
  });

  it('refuses an order with bad input, on a pack without orders, and on another customer’s account', async () => {
    const bad = await client.post(amina, 'secure/api/checkbooks/checkbookRequest', {
      accountId: main.id,
      requestType: 'CHEQUE',
      CheckCount: 30,
      crossing: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      resultOf(bad)
        .fieldErrors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['CheckCount', 'crossing']);
    const basic = await client.post(youssef, 'secure/api/checkbooks/checkbookRequest', {
      accountId: main.id,
      requestType: 'CHEQUE',
      CheckCount: 25,
      crossing: 1,
    });
    expect(basic.statusCode).toBe(403);
    const theirs = await client.order(leila, {
      accountId: main.id,
      requestType: 'CHEQUE',
      CheckCount: 25,
      crossing: 1,
    });
    expect(theirs.first.statusCode).toBe(404);
  });

  it('pays a delivered leaf once, through the ledger, and rejects it the second time', async () => {
    const book = await client.deliveredBook(
      leila,
      (await client.accounts(leila)).find((a) => a.accountType === 'MAIN')?.id ?? '',
    );
    const leilaMain = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN');
    const leaf = book.leaves[0]?.number ?? '';
    const before = await client.balanceOf(leilaMain?.id ?? '');
    const paid = await client.present({ rib: leilaMain?.rib ?? '', checkNumber: leaf, amount: '123.450' });
    expect(resultOf(paid)).toMatchObject({ status: 'PAID', type: 'EMITTED', checkNumber: leaf });
    expect(await client.balanceOf(leilaMain?.id ?? '')).toBe(before - 123_450n);
    const twice = await client.present({ rib: leilaMain?.rib ?? '', checkNumber: leaf, amount: '123.450' });
    expect(resultOf(twice)).toMatchObject({ status: 'REJECTED', rejectionReason: 'ALREADY_PAID' });
    expect(await client.balanceOf(leilaMain?.id ?? '')).toBe(before - 123_450n);
    const today = toCalendarDate(new Date());
    const history = await client.post(leila, 'account/txhistory', {
      accountId: leilaMain?.id,
      startDate: today,
      endDate: today,
    });
    expect(JSON.stringify(resultOf(history))).toContain(leaf);
  });

  it('declares a leaf lost at once and for good; its presentation is rejected for opposition', async () => {
    const [book] = (await client.requests(amina)).filter((item) => item.status === 'DELIVERED');
    const leaf = book?.leaves.find((item) => item.status === 'BLANK')?.number ?? '';
    const declared = await client.post(amina, 'secure/api/checkbooks/declareLoss', {
      chequebookId: book?.id,
      leafNumber: leaf,
      reason: 'LOST',
    });
    expect(resultOf(declared)).toMatchObject({ leaves: [leaf], reason: 'LOST' });
    const again = await client.post(amina, 'secure/api/checkbooks/declareLoss', {
      chequebookId: book?.id,
      leafNumber: leaf,
      reason: 'STOLEN',
    });
    expect(codeOf(again)).toBe('CHEQUE.LEAF_NOT_BLANK');
    const before = await client.balanceOf(main.id);
    const presented = await client.present({ rib: main.rib, checkNumber: leaf, amount: '50' });
    expect(resultOf(presented)).toMatchObject({ status: 'REJECTED', rejectionReason: 'OPPOSITION' });
    expect(await client.balanceOf(main.id)).toBe(before);
    // Youssef has the Basic pack: he declares too, but not on amina's chequebook.
    const foreign = await client.post(youssef, 'secure/api/checkbooks/declareLoss', {
      chequebookId: book?.id,
      reason: 'LOST',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('rejects an unknown leaf and an irregular signature without booking anything', async () => {
    const before = await client.balanceOf(main.id);
    const unknown = await client.present({ rib: main.rib, checkNumber: '0000001', amount: '10' });
    const irregular = await client.present({
      rib: main.rib,
      checkNumber:
        (await client.requests(amina)).flatMap((book) => book.leaves).find((l) => l.status === 'BLANK')
          ?.number ?? '',
      amount: '10',
      isSignatureIrregular: true,
    });
    expect(resultOf(unknown).rejectionReason).toBe('UNKNOWN_LEAF');
    expect(resultOf(irregular).rejectionReason).toBe('IRREGULAR_SIGNATURE');
    expect(await client.balanceOf(main.id)).toBe(before);
    expect(
      codeOf(await client.present({ rib: '99999999999999999999', checkNumber: '1234567', amount: '1' })),
    ).toBe('CHEQUE.UNKNOWN_ACCOUNT');
  });

  it('draws a cheque’s recto with the amount in words and the CMC7 line, and its verso', async () => {
    const [cheque] = await client.list(amina, { type: 'EMITTED', status: 'PAID' });
    const recto = resultOf(
      await client.post(amina, 'secure/api/checkbooks/getCheckRectoImage', { chequeId: cheque?.id }),
    );
    const svg = Buffer.from(recto.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain(cheque?.checkNumber);
    expect(svg).toContain(`#${cheque?.amount} TND#`);
    expect(svg).toMatch(/dinars?|دينار/);
    expect(svg).toContain('⑆');
    const verso = resultOf(
      await client.post(amina, 'secure/api/checkbooks/getCheckVersoImage', { chequeId: cheque?.id }),
    );
    expect(Buffer.from(verso.image.split(',')[1], 'base64').toString('utf8')).toContain('Endos');
    const theirs = await client.post(leila, 'secure/api/checkbooks/getCheckRectoImage', {
      chequeId: cheque?.id,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a visitor on every cheque call', async () => {
    const answers = await Promise.all([
      client.post({}, 'secure/api/checkbooks/getCheckList', { type: 'EMITTED' }),
      client.post({}, 'secure/api/checkbooks/getCheckRectoImage', { chequeId: randomUUID() }),
      client.post({}, 'secure/api/checkbooks/getCheckVersoImage', { chequeId: randomUUID() }),
      client.post({}, 'secure/api/checkbooks/checkbookRequest', {}),
      client.post({}, 'secure/api/checkbooks/declareLoss', {}),
      client.get({}, 'secure/api/checkbooks/getCheckbookList'),
      client.get({}, 'secure/api/checkbooks/getCheckbookTypes'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401]);
  });
});
