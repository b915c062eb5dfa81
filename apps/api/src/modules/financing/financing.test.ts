import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingLines, financings, journalEntries, postings } from '../../db/schema/index.ts';
import { toMinor } from '../../lib/amounts.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('financing (spec §3 Loans, §7 funding/funding-list, loans/details, funding/schedule-list)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let leila: Headers;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const list = async (headers: Headers) =>
    resultOf(await testApp.app.inject({ method: 'GET', url: '/gateway/funding/funding-list', headers }))
      .loans;
  const scheduleOf = async (headers: Headers, loanId: string) =>
    resultOf(await client.post(headers, 'funding/schedule-list', { loanId }));

  it("lists Amina's home financing half repaid, its schedule repaying exactly the amount financed", async () => {
    const [home, ...others] = await list(amina);
    const schedule = await scheduleOf(amina, home.loanId);
    const rows = schedule.amortizationScheduleList as { principal: string; profit: string; state: string }[];

    expect(others).toEqual([]);
    expect(home).toMatchObject({
      loanType: 'home',
      loanTypeCode: 'HOME_MURABAHA',
      contractType: 'MURABAHA',
      originalAmount: '40000.000',
      totalTerms: 120,
      unpaidTerms: 0,
      status: 'IN_PROGRESS',
    });
    expect(home.paidTerms).toBeGreaterThanOrEqual(59);
    expect(home.paidTerms).toBeLessThanOrEqual(60);
    expect(sum(rows.map((row) => toMinor(row.principal, 'TND')))).toBe(40_000_000n);
    expect(sum(rows.map((row) => toMinor(row.profit, 'TND')))).toBe(toMinor(schedule.totalProfit, 'TND'));
    expect(toMinor(home.salePrice, 'TND')).toBe(40_000_000n + toMinor(schedule.totalProfit, 'TND'));
    const owed = rows.filter((row) => row.state !== 'PAID');
    expect(sum(owed.map((row) => toMinor(row.principal, 'TND')))).toBe(toMinor(home.remainingCapital, 'TND'));
  });

  it("matches each repaid line of the account's history with its two ledger entries", async () => {
    const [home] = await list(amina);
    const lines = await testApp.database.db
      .select()
      .from(financingLines)
      .where(eq(financingLines.financingId, home.loanId));
    const booked = lines.filter((line) => line.principalReference !== null);
    const entries = await testApp.database.db
      .select({ reference: journalEntries.reference, kind: postings.kind, amount: postings.amountMinor })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(
        inArray(
          journalEntries.reference,
          booked.flatMap((line) => [line.principalReference ?? '', line.profitReference ?? '']),
        ),
      );

    // Twelve months of history, each with its instalment.
    expect(booked.length).toBeGreaterThanOrEqual(12);
    for (const line of booked) {
      const principal = entries.filter((entry) => entry.reference === line.principalReference);
      const profit = entries.filter((entry) => entry.reference === line.profitReference);
      expect(principal.map((entry) => entry.amount).sort()).toEqual(
        [-line.principalMinor, line.principalMinor].sort(),
      );
      // The customer's side carries the operation kind of spec §3.
      expect(principal.find((entry) => entry.amount < 0n)?.kind).toBe('FINANCING_PRINCIPAL_REPAYMENT');
      expect(profit.map((entry) => entry.amount).sort()).toEqual(
        [-line.profitMinor, line.profitMinor].sort(),
      );
      expect(profit.find((entry) => entry.amount < 0n)?.kind).toBe('PROFIT_INSTALMENT_REPAYMENT');
    }
  });

  it("lists Leila's car financing and her express one with its unpaid instalment", async () => {
    const loans = await list(leila);
    const express = loans.find((loan: { loanType: string }) => loan.loanType === 'express');
    const schedule = await scheduleOf(leila, express.loanId);
    const unpaid = schedule.amortizationScheduleList.filter(
      (row: { state: string }) => row.state === 'UNPAID',
    );

    expect(loans.map((loan: { loanType: string }) => loan.loanType).sort()).toEqual(['car', 'express']);
    expect(express).toMatchObject({ unpaidTerms: 1, status: 'IN_PROGRESS' });
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0]).toMatchObject({ reimbAmount: '0.000', principalRimb: '0.000', reimProfit: '0.000' });
    expect(toMinor(unpaid[0].impaidAmount, 'TND')).toBe(
      toMinor(unpaid[0].impaidPrincipal, 'TND') + toMinor(unpaid[0].impaidProfit, 'TND'),
    );
    expect(unpaid[0].impaidAmount).toBe(unpaid[0].totalCommitment);
    expect(express.unpaidAmount).toBe(unpaid[0].totalCommitment);
  });

  it('answers the details with the refund account and the schedule lines (profit as interestPayed)', async () => {
    const [home] = await list(amina);
    const details = resultOf(await client.post(amina, 'loans/details', { loanId: home.loanId }));
    const [first] = details.amortizationSchedules;

    expect(details).toMatchObject({
      loanId: home.loanId,
      status: 'IN_PROGRESS',
      contractNumber: 'MRB-HAB-0041207',
    });
    expect(details.refundAccountNumber).toMatch(/^\d{13}$/);
    expect(details.amortizationSchedules).toHaveLength(120);
    expect(first).toMatchObject({
      number: 1,
      startingBalance: '40000.000',
      status: 'COMPLETED',
      state: 'PAID',
    });
    expect(toMinor(first.repayment, 'TND')).toBe(
      toMinor(first.principal, 'TND') + toMinor(first.interestPayed, 'TND'),
    );
  });

  it('renders the schedule as a PDF, in Arabic too', async () => {
    const [home] = await list(amina);
    const asData = resultOf(
      await client.post(amina, 'secure/api/funding/schedule-pdf', { loanId: home.loanId }),
    );
    const asFile = await client.post(
      { ...amina, language: 'ar', accept: 'application/pdf' },
      'secure/api/funding/schedule-pdf',
      { loanId: home.loanId },
    );

    expect(asData.fileName).toBe('echeancier-MRB-HAB-0041207.pdf');
    expect(Buffer.from(asData.file.split(',')[1], 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(asFile.headers['content-type']).toContain('application/pdf');
    expect(asFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another customer's financing, on every call", async () => {
    const [home] = await list(amina);
    for (const path of [
      'loans/details',
      'funding/schedule-list',
      'funding/early-repayment/quote',
      'secure/api/funding/schedule-pdf',
    ]) {
      const answer = await client.post(leila, path, { loanId: home.loanId });
      expect([path, answer.statusCode, codeOf(answer)]).toEqual([path, 404, 'COMMON.NOT_FOUND']);
    }
  });

  it('refuses a visitor and a malformed request', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/gateway/funding/funding-list' });
    const visitorDetails = await client.post({}, 'loans/details', { loanId: randomUUID() });
    const noId = await client.post(amina, 'loans/details', {});
    const notUuid = await client.post(amina, 'funding/schedule-list', { loanId: '12' });

    expect(anonymous.statusCode).toBe(401);
    expect(visitorDetails.statusCode).toBe(401);
    expect([noId.statusCode, codeOf(noId)]).toEqual([400, 'required']);
    expect(notUuid.statusCode).toBe(400);
  });

  it('refuses an early repayment to a pack without transfers (Basic)', async () => {
    const youssef = (await signIn(testApp.app, 'youssef', 'WEB')).headers;
    const answer = await client.post(youssef, 'funding/early-repayment', { loanId: randomUUID() });
    expect([answer.statusCode, codeOf(answer)]).toEqual([403, 'COMMON.FORBIDDEN']);
    expect(await list(youssef)).toEqual([]);
  });

  it('repays the express financing early with a code: unpaid instalment and principal, future profit waived, once', async () => {
    const loans = await list(leila);
    const express = loans.find((loan: { loanType: string }) => loan.loanType === 'express');
    const quote = resultOf(
      await client.post(leila, 'funding/early-repayment/quote', { loanId: express.loanId }),
    );
    const before = await client.balanceOf(quote.refundAccountId);

    const { first, final, challengeKey, key } = await client.send(leila, 'funding/early-repayment', {
      loanId: express.loanId,
    });
    const replay = await client.post(
      leila,
      'funding/early-repayment',
      { loanId: express.loanId },
      { 'challenge-key': challengeKey ?? '', 'idempotency-key': key },
    );
    const again = await client.post(leila, 'funding/early-repayment/quote', { loanId: express.loanId });
    const [row] = await testApp.database.db
      .select()
      .from(financings)
      .where(eq(financings.id, express.loanId));
    const schedule = await scheduleOf(leila, express.loanId);

    expect(codeOf(first)).toBe('OTP.300');
    expect(resultOf(first).quote).toEqual(quote);
    expect(toMinor(quote.total, 'TND')).toBe(
      toMinor(quote.unpaidAmount, 'TND') + toMinor(quote.remainingPrincipal, 'TND'),
    );
    expect(quote.unpaidAmount).toBe(express.unpaidAmount);
    expect(resultOf(final)).toMatchObject({ status: 'COMPLETED', amount: quote.total });
    expect(replay.body).toBe(final.body);
    expect(await client.balanceOf(quote.refundAccountId)).toBe(before - toMinor(quote.total, 'TND'));
    expect(row?.status).toBe('COMPLETED');
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'FINANCING.CLOSED']);
    expect(schedule.amortizationScheduleList.every((line: { state: string }) => line.state === 'PAID')).toBe(
      true,
    );
    expect(
      sum(
        schedule.amortizationScheduleList.map((line: { principal: string }) =>
          toMinor(line.principal, 'TND'),
        ),
      ),
    ).toBe(8_000_000n);
  });
});
