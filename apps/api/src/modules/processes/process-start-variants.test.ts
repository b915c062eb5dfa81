import { randomUUID } from 'node:crypto';
import type { AppointmentDefinition, ContactCategory } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { contactRequests, ledgerAccounts, processes, transfers } from '../../db/schema/index.ts';
import { loadCategories, solveCaptcha, visitorFields } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

/** Tuesday 1 December 2026, 09:00 in Tunis: before the cut-off. */
const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
const START = 'bankerisebpm/process/start';
const PAYEE = { iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPLIL', name: 'Jean Dupont' };

/**
 * Every variant of bankerisebpm/process/start goes through the service of the call that makes the
 * same request, and creates what that call creates, under the same access rules.
 */
describe('bankerisebpm/process/start: the transfer, contact and appointment variants', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let leila: Headers;
  let mainId = '';
  let otherId = '';
  let categories: ContactCategory[] = [];
  const transferOrder = (amount: string) => ({
    debitAccountId: mainId,
    amount,
    currency: 'EUR',
    reason: 'Achat equipement',
    payee: PAYEE,
  });
  const startTransfer = (amount: string) => ({ processName: 'TRANSFER', variables: transferOrder(amount) });
  const expectSameAnswer = (replay: LightMyRequestResponse, first: LightMyRequestResponse) => {
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  };
  const validatedChallenge = async (body: object): Promise<string> => {
    const first = await client.post(leila, START, body);
    expect([first.statusCode, codeOf(first)]).toEqual([202, 'OTP.300']);
    const { challengeKey } = resultOf(first);
    await client.validateCode(leila, challengeKey);
    return challengeKey;
  };
  const appointment = async () => {
    const definition = (await testApp.app.inject({ method: 'GET', url: '/gateway/appointment' })).json<{
      body: { result: AppointmentDefinition };
    }>().body.result;
    return {
      name: 'Salma Ben Ali',
      phone: '20123456',
      email: 'salma@example.tn',
      branchId: '017',
      subject: 'FINANCING',
      desiredDate: definition.firstDate,
      desiredTime: '10:00',
      captcha: await solveCaptcha(testApp.app),
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, captchaMaxCounter: 200, jobs: [] });
    client = createTransferClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const accounts = await client.accounts(leila);
    mainId = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
    otherId = accounts.find((account) => account.id !== mainId && account.currency === 'TND')?.id ?? '';
    categories = await loadCategories(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('holds a transfer above the threshold for the bank, with the code and the key of the transfer call', async () => {
    const body = startTransfer('2900');
    const challengeKey = await validatedChallenge(body);
    const withoutKey = await client.post(leila, START, body, { 'challenge-key': challengeKey });
    const key = randomUUID();
    const headers = { 'challenge-key': challengeKey, 'idempotency-key': key };
    const booked = await client.post(leila, START, body, headers);
    const replay = await client.post(leila, START, body, headers);
    const transfer = resultOf(booked);
    const validations = await testApp.database.db
      .select()
      .from(processes)
      .where(eq(processes.definition, 'TRANSFER_VALIDATION'));

    expect(codeOf(withoutKey)).toBe('IDEMPOTENCY.KEY_REQUIRED');
    expect(booked.statusCode).toBe(200);
    expect(transfer).toMatchObject({
      type: 'INTERNATIONAL',
      status: 'BLOCKED',
      statusReason: 'AWAITING_BANK_VALIDATION',
    });
    expectSameAnswer(replay, booked);
    expect(
      await testApp.database.db.select().from(transfers).where(eq(transfers.idempotencyKey, key)),
    ).toHaveLength(1);
    expect(validations.map((row) => [row.state, row.variables.transferId])).toEqual([
      ['AWAITING_VALIDATION', transfer.id],
    ]);
  });

  it('answers a refused transfer again, byte for byte, under its key', async () => {
    const body = startTransfer('1500');
    const challengeKey = await validatedChallenge(body);
    // The account is emptied after the code (what the held transfer keeps aside aside): the
    // confirmed call is refused for funds.
    const [main] = await testApp.database.db
      .select({ held: ledgerAccounts.heldMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, mainId));
    await client.drain(leila, mainId, otherId, (main?.held ?? 0n) + 10_000n);
    const headers = { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() };
    const refused = await client.post(leila, START, body, headers);
    const replay = await client.post(leila, START, body, headers);

    expect(refused.statusCode).toBe(422);
    expect(refused.headers['idempotent-replayed']).toBe('false');
    expectSameAnswer(replay, refused);
    expect(
      await testApp.database.db
        .select()
        .from(transfers)
        .where(eq(transfers.idempotencyKey, headers['idempotency-key'])),
    ).toHaveLength(0);
  });

  it('starts a visitor’s contact request as contactUs/sendContact does, and a customer’s', async () => {
    const visitor = await client.post({}, START, {
      processName: 'CONTACT',
      variables: { ...visitorFields(categories), captcha: await solveCaptcha(testApp.app) },
    });
    const receipt = resultOf(visitor);
    const [stored] = await testApp.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.reference, receipt.reference));
    const [process] = await testApp.database.db
      .select()
      .from(processes)
      .where(eq(processes.id, receipt.processId));
    const [subject] = categories;
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const customer = await client.post(amina, START, {
      processName: 'CONTACT',
      variables: {
        address: '3 rue de Rome',
        country: 'TN',
        subjectId: subject?.id,
        requirementId: subject?.subCategories[0]?.id,
        branchId: '001',
        message: 'Merci de me rappeler.',
      },
    });
    const seen = await client.post(amina, 'secure/api/processes/detail', {
      processId: resultOf(customer).processId,
    });

    expect(visitor.statusCode).toBe(200);
    expect(receipt.reference).toMatch(/^CTC-/);
    expect(stored).toMatchObject({ lastName: 'Ben Ali', userId: null });
    expect(process).toMatchObject({ definition: 'CONTACT_REQUEST', state: 'RECEIVED', customerId: null });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(resultOf(seen)).toMatchObject({ processName: 'CONTACT_REQUEST', state: 'RECEIVED' });
  });

  it('starts an appointment request as api/appointment/add does', async () => {
    const booked = await client.post({}, START, {
      processName: 'APPOINTMENT',
      variables: await appointment(),
    });
    const receipt = resultOf(booked);
    const [process] = await testApp.database.db
      .select()
      .from(processes)
      .where(eq(processes.id, receipt.processId));

    expect(booked.statusCode, booked.body).toBe(200);
    expect(receipt).toMatchObject({ branchId: '017', subject: 'FINANCING', desiredTime: '10:00' });
    expect(receipt.reference).toMatch(/^RDV-/);
    expect(process).toMatchObject({ definition: 'APPOINTMENT_REQUEST', state: 'REQUESTED' });
  });

  it('refuses bad input with the envelope, and the secure variants to anonymous callers', async () => {
    const unknown = await client.post(leila, START, { processName: 'LOTTERY', variables: {} });
    const badTransfer = await client.post(leila, START, {
      processName: 'TRANSFER',
      variables: { ...transferOrder('10'), currency: 'XXX' },
    });
    const noCaptcha = await client.post({}, START, { processName: 'APPOINTMENT', variables: { name: 'x' } });
    const anonymousTransfer = await client.post({}, START, startTransfer('100'));
    const anonymousFinancing = await client.post({}, START, {
      processName: 'FINANCING_REQUEST',
      variables: {
        productCode: 'GOODS_MURABAHA',
        amount: '6000',
        months: 24,
        monthlyIncome: '2850',
        employer: 'Tunisie Telecom',
        refundAccountId: randomUUID(),
      },
    });

    for (const refused of [unknown, badTransfer, noCaptcha]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ header: { statusCode: expect.any(String) }, body: {} });
    }
    expect(resultOf(badTransfer).fieldErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'variables.currency' })]),
    );
    expect([anonymousTransfer.statusCode, anonymousFinancing.statusCode]).toEqual([401, 401]);
    expect([codeOf(anonymousTransfer), codeOf(anonymousFinancing)]).toEqual([
      'COMMON.UNAUTHORIZED',
      'COMMON.UNAUTHORIZED',
    ]);
    expect(anonymousTransfer.headers['cache-control']).toContain('no-store');
  });

  it('refuses the transfer variant as the transfer call: without its permission, and in demo mode', async () => {
    // amina's contract has no international transfers.
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/demo/start',
      headers: { channel: 'WEB' },
    });
    const demo = {
      channel: 'WEB',
      cookie: String([started.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '',
    };

    const viaStart = await client.post(amina, START, startTransfer('100'));
    const viaTransfer = await client.post(amina, 'transfer/internationalTransfer', transferOrder('100'));
    const demoStart = await client.post(demo, START, startTransfer('100'));
    const demoTransfer = await client.post(demo, 'transfer/internationalTransfer', transferOrder('100'));

    expect([viaStart.statusCode, codeOf(viaStart)]).toEqual([403, 'COMMON.FORBIDDEN']);
    expect([viaTransfer.statusCode, codeOf(viaTransfer)]).toEqual([403, 'COMMON.FORBIDDEN']);
    expect(codeOf(demoStart)).toBe(codeOf(demoTransfer));
    expect(codeOf(demoStart)).toBe('COMMON.DEMO_MODE');
  });
});
