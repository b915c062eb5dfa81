import { addDays, FINANCING_PRODUCTS, fromTunisTime, planFinancing, toCalendarDate } from '@baraka/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPdfSignature } from '../../adapters/esign/verify-pdf-signature.ts';
import { createManualClock } from '../../clock.ts';
import { postings, processDocuments } from '../../db/schema/index.ts';
import { toMinor } from '../../lib/amounts.ts';
import { FILES, upload } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { runDueRepayments } from '../financing/index.ts';
import { completeBankTask } from './bank-tasks.ts';
import { DISBURSE_DELAY_MS, REVIEW_DELAY_MS, runDueBankTasks } from './financing-review-job.ts';

const clock = createManualClock(new Date());

describe('a financing request through the process engine (bankerisebpm)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId = '';
  let processId = '';
  const request = () => ({
    processName: 'FINANCING_REQUEST',
    variables: {
      productCode: 'GOODS_MURABAHA',
      amount: '6000',
      months: 24,
      monthlyIncome: '2850',
      employer: 'Tunisie Telecom',
      refundAccountId: mainId,
    },
    documents: { INCOME_PROOF: upload(FILES.pdf, 'application/pdf', 'bulletin-de-paie.pdf') },
  });
  const signInAgain = async () => {
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  };

  beforeAll(async () => {
    // The bank's side runs when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    await signInAgain();
    mainId = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts a request that waits on the bank’s review', async () => {
    const started = resultOf(await client.post(amina, 'bankerisebpm/process/start', request()));
    processId = started.processId;

    expect(started).toMatchObject({
      processName: 'FINANCING_REQUEST',
      state: 'SUBMITTED',
      waitingTasks: [{ task: 'REVIEW', actor: 'BANK' }],
      offer: null,
      financingId: null,
      variables: {
        productCode: 'GOODS_MURABAHA',
        amount: '6000.000',
        months: '24',
        employer: 'Tunisie Telecom',
      },
    });
    expect(started.history.map((step: { outcome: string }) => step.outcome)).toEqual(['START']);
  });

  it('refuses the bank’s task to the customer, a task out of turn, and another customer', async () => {
    const review = await client.post(amina, 'bankerisebpm/tasks/complete', {
      processId,
      task: 'REVIEW',
      outcome: 'APPROVE',
    });
    const early = await client.post(amina, 'bankerisebpm/tasks/complete', {
      processId,
      task: 'SIGN_OFFER',
      outcome: 'ACCEPT',
    });
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const foreign = await client.post(leila, 'secure/api/processes/detail', { processId });
    const foreignTask = await client.post(leila, 'bankerisebpm/tasks/complete', {
      processId,
      task: 'SIGN_OFFER',
      outcome: 'DECLINE',
    });

    expect([review.statusCode, codeOf(review)]).toEqual([403, 'PROCESS.WRONG_PARTY']);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'PROCESS.NOT_WAITING']);
    expect([foreign.statusCode, foreignTask.statusCode]).toEqual([404, 404]);
  });

  it('refuses bad requests: terms outside the product, another customer’s account, a visitor, a malformed body', async () => {
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const leilaMain = (await client.accounts(leila)).find((account) => account.accountType === 'MAIN')?.id;
    const tooLarge = await client.post(amina, 'bankerisebpm/process/start', {
      ...request(),
      variables: { ...request().variables, amount: '45000' },
    });
    const tooLong = await client.post(amina, 'bankerisebpm/process/start', {
      ...request(),
      variables: { ...request().variables, months: 61 },
    });
    const companyProduct = await client.post(amina, 'bankerisebpm/process/start', {
      ...request(),
      variables: { ...request().variables, productCode: 'EXPORT_FINANCING' },
    });
    const foreignAccount = await client.post(amina, 'bankerisebpm/process/start', {
      ...request(),
      variables: { ...request().variables, refundAccountId: leilaMain },
    });
    const badAmount = await client.post(amina, 'bankerisebpm/process/start', {
      ...request(),
      variables: { ...request().variables, amount: 'abc' },
    });
    const visitor = await client.post({}, 'bankerisebpm/process/start', request());
    const unknown = await client.post(amina, 'bankerisebpm/process/start', {
      processName: 'LOTTERY',
      variables: {},
    });

    expect([tooLarge.statusCode, codeOf(tooLarge)]).toEqual([422, 'PROCESS.TERMS_REFUSED']);
    expect([tooLong.statusCode, codeOf(tooLong)]).toEqual([422, 'PROCESS.TERMS_REFUSED']);
    expect(companyProduct.statusCode).toBe(400);
    expect(foreignAccount.statusCode).toBe(404);
    expect([badAmount.statusCode, codeOf(badAmount)]).toEqual([400, 'InvalidNumber']);
    expect(visitor.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(400);
  });

  it('is reviewed by the bank after its delay, with an offer the simulators agree with', async () => {
    const early = await runDueBankTasks(testApp.database.db, clock.now());
    clock.advance(REVIEW_DELAY_MS + 1_000);
    const reviewed = await runDueBankTasks(testApp.database.db, clock.now());
    await signInAgain();
    const offered = resultOf(await client.post(amina, 'secure/api/processes/detail', { processId }));
    const plan = planFinancing({
      financedMillimes: 6_000_000n,
      annualRatePercent: FINANCING_PRODUCTS.GOODS_MURABAHA.annualRatePercent,
      months: 24,
      firstDueDate: offered.offer.firstDueDate,
    });

    expect(early).toEqual({ reviewed: 0, disbursed: 0 });
    expect(reviewed).toEqual({ reviewed: 1, disbursed: 0 });
    expect(offered).toMatchObject({
      state: 'OFFERED',
      waitingTasks: [{ task: 'SIGN_OFFER', actor: 'CUSTOMER' }],
    });
    expect(toMinor(offered.offer.instalment, 'TND')).toBe(plan.instalment);
    expect(toMinor(offered.offer.totalProfit, 'TND')).toBe(plan.totalProfit);
  });

  it('is signed with a one-time code, then paid out once: the financing appears with its schedule', async () => {
    const before = await client.balanceOf(mainId);
    const { first, final } = await client.send(amina, 'bankerisebpm/tasks/complete', {
      processId,
      task: 'SIGN_OFFER',
      outcome: 'ACCEPT',
    });
    clock.advance(DISBURSE_DELAY_MS + 1_000);
    const [paidOut, again] = [
      await runDueBankTasks(testApp.database.db, clock.now()),
      await runDueBankTasks(testApp.database.db, clock.now()),
    ];
    await signInAgain();
    const done = resultOf(await client.post(amina, 'secure/api/processes/detail', { processId }));
    const listed = resultOf(
      await testApp.app.inject({ method: 'GET', url: '/gateway/secure/api/processes', headers: amina }),
    );
    const { loans } = resultOf(
      await testApp.app.inject({ method: 'GET', url: '/gateway/funding/funding-list', headers: amina }),
    );
    const financing = loans.find((loan: { loanId: string }) => loan.loanId === done.financingId);

    expect(codeOf(first)).toBe('OTP.300');
    expect(resultOf(final)).toMatchObject({
      state: 'SIGNED',
      variables: { 'signature.codeChecked': 'true' },
    });
    expect(paidOut).toEqual({ reviewed: 0, disbursed: 1 });
    expect(again).toEqual({ reviewed: 0, disbursed: 0 });
    expect(done.state).toBe('DISBURSED');
    expect(
      done.history.map((step: { task: string | null; actor: string }) => [step.task, step.actor]),
    ).toEqual([
      [null, 'CUSTOMER'],
      ['REVIEW', 'BANK'],
      ['SIGN_OFFER', 'CUSTOMER'],
      ['DISBURSE', 'BANK'],
    ]);
    expect(listed.map((item: { processId: string }) => item.processId)).toContain(processId);
    expect(financing).toMatchObject({
      loanType: 'express',
      originalAmount: '6000.000',
      totalTerms: 24,
      paidTerms: 0,
    });
    expect(await client.balanceOf(mainId)).toBe(before + 6_000_000n);
  });

  it('keeps the contract signed with the code, sealed by the bank: the signature covers it, a changed byte breaks it', async () => {
    const asData = resultOf(await client.post(amina, 'dematrust/dema_trust', { processId }));
    const signed = Buffer.from(asData.file.split(',')[1], 'base64');
    const [document] = await testApp.database.db
      .select()
      .from(processDocuments)
      .where(eq(processDocuments.processId, processId));
    const tampered = Buffer.from(signed);
    const at = signed.indexOf('/Producer') + 2;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const foreign = await client.post(leila, 'dematrust/dema_trust', { processId });

    expect(asData.fileName).toMatch(/^contrat-MRB-REQ-[0-9A-F]{8}\.pdf$/);
    expect(verifyPdfSignature(signed)).toEqual({
      isValid: true,
      signer: 'Al Baraka Bank Tunisia e-signature',
    });
    expect(verifyPdfSignature(tampered).isValid).toBe(false);
    expect(document?.consent).toMatchObject({
      codeChecked: 'true',
      channel: 'WEB',
      device: 'test-device-0001',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('signs an offer through dematrust/dema_trust: the code first, then the sealed contract', async () => {
    const started = resultOf(await client.post(amina, 'bankerisebpm/process/start', request()));
    await completeBankTask(
      testApp.database.db,
      { processId: started.processId, task: 'REVIEW', outcome: 'APPROVE' },
      clock.now(),
    );
    const { first, final } = await client.send(amina, 'dematrust/dema_trust', {
      processId: started.processId,
    });
    const after = resultOf(
      await client.post(amina, 'secure/api/processes/detail', { processId: started.processId }),
    );

    expect(codeOf(first)).toBe('OTP.300');
    expect(verifyPdfSignature(Buffer.from(resultOf(final).file.split(',')[1], 'base64')).isValid).toBe(true);
    expect(after).toMatchObject({ state: 'SIGNED', waitingTasks: [{ task: 'DISBURSE', actor: 'BANK' }] });
  });

  it('takes the first instalment into the account history when the repayment run comes on its due date', async () => {
    const done = resultOf(await client.post(amina, 'secure/api/processes/detail', { processId }));
    const dueDate = done.offer.firstDueDate as string;
    const firstInstalment = () =>
      testApp.database.db
        .select({ kind: postings.kind, amount: postings.amountMinor, date: postings.bookingDate })
        .from(postings)
        .where(and(eq(postings.accountId, mainId), like(postings.label, '%MRB-REQ-% ECH. 1')));
    // The day before, the other financings' instalments may fall due, not this one's.
    await runDueRepayments(testApp.database.db, fromTunisTime(addDays(dueDate, -1), 10 * 60));
    const beforeDue = await firstInstalment();
    const onDue = await runDueRepayments(testApp.database.db, fromTunisTime(dueDate, 10 * 60));
    const booked = await firstInstalment();

    expect(dueDate > toCalendarDate(new Date())).toBe(true);
    expect(beforeDue).toEqual([]);
    expect(onDue.paid).toBeGreaterThanOrEqual(1);
    expect(booked.map((row) => row.kind).sort()).toEqual([
      'FINANCING_PRINCIPAL_REPAYMENT',
      'PROFIT_INSTALMENT_REPAYMENT',
    ]);
    expect(booked.every((row) => row.date === dueDate && row.amount < 0n)).toBe(true);
    expect(-(booked[0]?.amount ?? 0n) - (booked[1]?.amount ?? 0n)).toBe(
      toMinor(done.offer.instalment, 'TND'),
    );
  });
});
