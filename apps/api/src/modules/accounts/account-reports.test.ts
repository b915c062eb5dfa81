import type { Account, MonthlyStatement, TransactionPage } from '@baraka/contracts';
import { addMonths, toCalendarDate } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPdfDataUrl } from '../../adapters/pdf/index.ts';
import { extractPages } from '../../adapters/pdf/testing/pdf-text.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('account documents (spec §7)', () => {
  let testApp: TestApp;
  let amina: Record<string, string>;
  let leila: Record<string, string>;
  let main: Account;
  const today = toCalendarDate(new Date());

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'MOB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'MOB')).headers;
    const accounts = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/account/all',
      headers: amina,
      payload: {},
    });
    main = accounts.json().body.result[0];
  });
  afterAll(() => testApp.close());

  const post = (headers: Record<string, string>, url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/gateway/${url}`, headers, payload });
  const textOf = async (dataUrl: string) =>
    (await extractPages(fromPdfDataUrl(dataUrl))).map((p) => p.text).join('\n');

  it('lists the complete months of the last year, newest first', async () => {
    const months = (await post(amina, 'secure/list-extrait', { accountId: main.id })).json().body
      .result as MonthlyStatement[];
    expect(months).toHaveLength(12);
    const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1);
    expect(months[0]?.month).toBe(`${lastMonth.slice(5, 7)}/${lastMonth.slice(0, 4)}`);
    expect(months.every((m) => m.operationCount > 0)).toBe(true);
  });

  it('renders a month’s statement whose totals reconcile, as a data URL or a download', async () => {
    const [month] = (await post(amina, 'secure/list-extrait', { accountId: main.id })).json().body
      .result as MonthlyStatement[];
    const response = await post(amina, 'secure/report/accountStatement', {
      accountId: main.id,
      month: month?.month,
    });
    expect(response.statusCode).toBe(200);
    const { fileName, file } = response.json().body.result;
    expect(fileName).toMatch(/^releve-0012345678901-\d{4}-\d{2}\.pdf$/);
    const text = await textOf(file);
    expect(text).toContain('Amina Ben Salah');
    expect(text).toContain('TN59 3200 1001 2345 6789 0151');
    expect(text).toContain('SALAIRE');

    const download = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/report/accountStatement',
      headers: { ...amina, accept: 'application/pdf' },
      payload: { accountId: main.id, month: month?.month },
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="releve-');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders the RIB certificate in Arabic when the language asks for it', async () => {
    const response = await post({ ...amina, language: 'ar' }, 'secure/rib/pdf', { accountId: main.id });
    const text = await textOf(response.json().body.result.file);
    expect(text).toContain('32 001 0012345678901 51');
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });

  it('renders a receipt of one operation, and refuses another customer’s', async () => {
    const history = (
      await post(amina, 'account/txhistory', {
        accountId: main.id,
        startDate: addMonths(today, -1),
        endDate: today,
        size: 1,
      })
    ).json().body.result as TransactionPage;
    const [operation] = history.items;
    const response = await post(amina, 'secure/report/accountReceipt', {
      accountId: main.id,
      transactionId: operation?.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await textOf(response.json().body.result.file)).toContain(operation?.txReference ?? 'missing');
    const foreign = await post(leila, 'secure/report/accountReceipt', {
      accountId: main.id,
      transactionId: operation?.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a filtered statement over more than two months, and the current month as a monthly one', async () => {
    const tooLong = await post(amina, 'secure/report/filteredAccountStatement', {
      accountId: main.id,
      startDate: addMonths(today, -4),
      endDate: today,
    });
    expect(tooLong.json().body.result.fieldErrors[0].key).toBe('periodTooLong');
    const current = await post(amina, 'secure/report/accountStatement', {
      accountId: main.id,
      month: `${today.slice(5, 7)}/${today.slice(0, 4)}`,
    });
    expect(current.statusCode).toBe(404);
  });
});
