import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { FILES, upload } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));

describe('a company asks for export, import and market financing within the §9 ceilings', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let admin: Headers;
  let accountId = '';
  const start = (
    headers: Headers,
    variables: Record<string, unknown>,
    documents: object = { TRADE_DOCUMENT: upload(FILES.pdf, 'application/pdf', 'contrat-export.pdf') },
  ) =>
    client.post(headers, 'bankerisebpm/process/start', {
      processName: 'FINANCING_REQUEST',
      variables: {
        amount: '80000',
        months: 12,
        monthlyIncome: '150000',
        employer: 'Nour Export SARL',
        refundAccountId: accountId,
        ...variables,
      },
      documents,
    });

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    admin = (await signIn(testApp.app, 'nour.admin', 'WEB')).headers;
    accountId = (await client.accounts(admin)).find((account) => account.currency === 'TND')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['EXPORT_FINANCING', '100000', 12],
    ['IMPORT_FINANCING', '80000', 12],
    ['MARKET_FINANCING', '100000', 24],
  ])(
    'starts a %s request up to its ceiling of the underlying value',
    async (productCode, underlying, months) => {
      const started = await start(admin, { productCode, underlyingValue: underlying, months });

      expect(started.statusCode).toBe(200);
      expect(resultOf(started)).toMatchObject({
        processName: 'FINANCING_REQUEST',
        state: 'SUBMITTED',
        waitingTasks: [{ task: 'REVIEW', actor: 'BANK' }],
        variables: { productCode, amount: '80000.000', underlyingValue: `${underlying}.000` },
      });
    },
  );

  it('refuses above 80 % of the export value, beyond 12 months, and without the underlying value', async () => {
    const aboveCeiling = await start(admin, { productCode: 'EXPORT_FINANCING', underlyingValue: '99999' });
    const tooLong = await start(admin, {
      productCode: 'IMPORT_FINANCING',
      underlyingValue: '80000',
      months: 13,
    });
    const missing = await start(admin, { productCode: 'EXPORT_FINANCING' });

    expect([aboveCeiling.statusCode, codeOf(aboveCeiling)]).toEqual([422, 'PROCESS.TERMS_REFUSED']);
    expect([tooLong.statusCode, codeOf(tooLong)]).toEqual([422, 'PROCESS.TERMS_REFUSED']);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a trade financing without its commercial contract or invoice', async () => {
    const withIncomeOnly = await start(
      admin,
      { productCode: 'EXPORT_FINANCING', underlyingValue: '100000' },
      { INCOME_PROOF: upload(FILES.pdf, 'application/pdf', 'bilan.pdf') },
    );

    expect(withIncomeOnly.statusCode).toBe(400);
    expect(resultOf(withIncomeOnly).fieldErrors).toEqual([
      { field: 'documents.TRADE_DOCUMENT', key: 'fileRequired' },
    ]);
  });

  it('refuses a retail product to the company and the request to a user without the right', async () => {
    const retail = await start(admin, { productCode: 'HOME_MURABAHA' });
    const viewer = (await signIn(testApp.app, 'nour.viewer', 'WEB')).headers;
    const byViewer = await start(viewer, { productCode: 'EXPORT_FINANCING', underlyingValue: '100000' });
    const anonymous = await start({}, { productCode: 'EXPORT_FINANCING', underlyingValue: '100000' });

    expect(retail.statusCode).toBe(400);
    expect(byViewer.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });
});
