import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

type Info = { id: string; type: string; status: string; amount: string; payee: { name: string } };
type Group = {
  accountId: string;
  title: string;
  list: Info[];
  total: number;
  totalTrx: number;
  totalAmount: string;
};

describe('transfer history and configuration (spec §3 Transfer history, §9)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let leila: Headers;
  const history = async (headers: Headers, filter: object = {}): Promise<Group[]> =>
    resultOf(await client.post(headers, 'transfer/displayTransferListByCustomer', filter));
  const items = async (headers: Headers, filter: object = {}) =>
    (await history(headers, filter)).flatMap((g) => g.list);

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('groups the demo transfers per debited account with their count and total', async () => {
    // A transfer cancelled before it ran is listed, but moved no money.
    const accounts = await client.accounts(amina);
    const main = accounts.find((account) => account.accountType === 'MAIN');
    const saving = accounts.find((account) => account.accountType === 'SAVING');
    const nextWeek = toCalendarDate(new Date(Date.now() + 7 * 86_400_000));
    const deferred = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: main?.id, creditAccountId: saving?.id, amount: '42', executionDate: nextWeek },
      { 'idempotency-key': randomUUID() },
    );
    await client.post(
      amina,
      'transfer/cancel',
      { id: resultOf(deferred).id },
      { 'idempotency-key': randomUUID() },
    );

    const groups = await history(amina, { size: 100 });
    const [mainGroup] = groups;

    expect(groups.map((group) => group.title)).toEqual(['Compte courant']);
    expect(mainGroup?.total).toBeGreaterThan(10);
    expect(mainGroup?.totalTrx).toBe(mainGroup?.list.length);
    const moved =
      mainGroup?.list.filter((item) => item.status !== 'REJECTED' && item.status !== 'FAILED') ?? [];
    const sum = moved.reduce((acc, item) => acc + Math.round(Number(item.amount) * 1000), 0);
    expect(moved.length).toBe((mainGroup?.list.length ?? 0) - 1);
    expect(Math.round(Number(mainGroup?.totalAmount) * 1000)).toBe(sum);
  });

  it('filters by operation type, status group, amount and page', async () => {
    const rents = await items(amina, { operationType: 'PERMANENT' });
    const waiting = await items(leila, { status: 'IN_PROGRESS' });
    const treated = await items(leila, { status: 'TREATED', size: 100 });
    const large = await items(leila, { minAmount: '1000' });
    const [page] = await history(amina, { size: 2, page: 1 });

    expect(rents.length).toBeGreaterThan(0);
    expect(rents.every((item) => item.type === 'PERMANENT' && item.payee.name === 'Mohamed Khelifi')).toBe(
      true,
    );
    expect(waiting.map((item) => [item.status, item.payee.name])).toEqual([
      ['PENDING', 'Clinique Les Jasmins'],
    ]);
    expect(treated.every((item) => item.status === 'COMPLETED')).toBe(true);
    expect(large.map((item) => item.amount)).toEqual(['1250.000']);
    expect(page).toMatchObject({ totalTrx: 2 });
  });

  it('filters by the day the order was given', async () => {
    const today = toCalendarDate(new Date());

    const todays = await items(leila, { startDate: today, endDate: today });
    const reversed = await client.post(leila, 'transfer/displayTransferListByCustomer', {
      startDate: today,
      endDate: '2020-01-01',
    });

    expect(todays.map((item) => item.payee.name)).toEqual(
      expect.arrayContaining(['Amina Ben Salah', 'Clinique Les Jasmins']),
    );
    expect(resultOf(reversed).fieldErrors).toEqual([{ field: 'endDate', key: 'periodReversed' }]);
  });

  it('shows one transfer with its history, and only to whom it belongs', async () => {
    const [gift] = await items(leila, { operationType: 'WITHINBANK' });

    const detail = resultOf(await client.post(leila, 'secure/api/transfer/display', { id: gift?.id }));
    const stranger = await client.post(amina, 'secure/api/transfer/display', { id: gift?.id });

    expect(detail).toMatchObject({ status: 'COMPLETED', rawStatus: 'MAT', reason: 'Cadeau anniversaire' });
    expect(detail.reference).toMatch(/^FT/);
    expect(detail.history.map((line: { status: string }) => line.status)).toEqual(['COMPLETED']);
    expect(stranger.statusCode).toBe(404);
  });

  it('lists Amina’s rent standing order with its runs and next date', async () => {
    const orders = resultOf(await client.post(amina, 'transfer/displayPermanentTransferListByCustomer', {}));
    const [rent] = orders;

    expect(orders).toHaveLength(1);
    expect(rent).toMatchObject({
      status: 'ACTIVE',
      rawStatus: 'MAT',
      frequency: 'MONTHLY',
      amount: '750.000',
      ribReceiver: '08001000123456789013',
      beneficiary: { nickName: 'Mohamed Khelifi' },
    });
    expect(rent.nextExecutionDate >= toCalendarDate(new Date())).toBe(true);
    expect(rent.vendorPermanentTransferInfos.length).toBeGreaterThan(10);
  });

  it('names the landlord one way: her payee, her rent standing order and its transfers agree', async () => {
    const payees = (
      await testApp.app.inject({ method: 'GET', url: '/gateway/beneficiaries/all', headers: amina })
    ).json().body.result as { firstName: string; lastName: string; rib: string | null }[];
    const [rent] = resultOf(await client.post(amina, 'transfer/displayPermanentTransferListByCustomer', {}));
    const landlord = payees.find((payee) => payee.rib === rent.ribReceiver);
    expect(landlord && `${landlord.firstName} ${landlord.lastName}`).toBe(rent.beneficiary.nickName);
  });

  it('gives the pack’s limits as spelled by the spec, the fees and the types the user may send', async () => {
    const get = (headers: Headers) =>
      testApp.app.inject({ method: 'GET', url: '/gateway/secure/transfer/config', headers });

    const aminaConfig = resultOf(await get(amina));
    const leilaConfig = resultOf(await get(leila));

    expect(aminaConfig).toMatchObject({
      minAmountTransaction: '1.000',
      maxAmountTransacation: '20000.000',
      dailyLimit: '30000.000',
      currency: 'TND',
      validationHours: { opensAt: '08:15', closesAt: '16:00' },
      // Bulk transfers are enabled on her contract, on top of her pack.
      allowedTypes: ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL', 'PERMANENT', 'MULTIPLE'],
    });
    expect(aminaConfig.fees).toContainEqual(
      expect.objectContaining({ kind: 'NATIONAL', rule: 'FLAT', amount: '0.700' }),
    );
    expect(leilaConfig.allowedTypes).toContain('INTERNATIONAL');
    // Today's demo orders to others: 200 to Amina and 1250 deferred to next week.
    expect(leilaConfig.usedToday).toBe('1450.000');
  });

  it('lists bulk transfers only for customers whose contract or pack includes them', async () => {
    const nour = (await signIn(testApp.app, 'nour.admin', 'WEB')).headers;

    const refused = await client.post(leila, 'transfer/displayMultipleTransferListByCustomer', {});
    const empty = await client.post(nour, 'transfer/displayMultipleTransferListByCustomer', {});

    expect(refused.statusCode).toBe(403);
    expect(resultOf(empty)).toEqual([]);
  });

  it('answers 404 for another customer’s account in the bulk transfer list, as for every other read', async () => {
    const aminaMain = (await client.accounts(amina)).find((a) => a.accountType === 'MAIN');
    const leilaMain = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN');
    const list = (accountId: string | undefined) =>
      client.post(amina, 'transfer/displayMultipleTransferListByCustomer', { accountId });

    const own = await list(aminaMain?.id);
    const stranger = await list(leilaMain?.id);
    const unknown = await list(randomUUID());

    expect(own.statusCode).toBe(200);
    expect([stranger.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(stranger.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });
});
