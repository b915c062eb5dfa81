import { MAX_ATTACHMENT_BYTES } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAttachments, processes, requestAttachments } from '../../db/schema/index.ts';
import { FILES, upload } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

describe('the supporting documents of a financing request', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId = '';
  let processId = '';
  let payslipId = '';
  const request = (documents: object) => ({
    processName: 'FINANCING_REQUEST',
    variables: {
      productCode: 'CAR_MURABAHA',
      amount: '20000',
      months: 36,
      monthlyIncome: '2850',
      employer: 'Tunisie Telecom',
      refundAccountId: mainId,
    },
    documents,
  });
  const start = (documents: object) => client.post(amina, 'bankerisebpm/process/start', request(documents));
  const download = (headers: Headers, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/api/processes/document',
      headers,
      payload: body,
    });
  const count = async () => ({
    files: (await testApp.database.db.select().from(requestAttachments)).length,
    links: (await testApp.database.db.select().from(processAttachments)).length,
    processes: (await testApp.database.db.select().from(processes)).length,
  });
  const refusalOf = (response: { statusCode: number; json: () => unknown }) => {
    const answer = response.json() as {
      body: { result: { fieldErrors?: { field: string; key: string }[] } };
    };
    return [response.statusCode, ...(answer.body.result.fieldErrors ?? []).map((e) => `${e.field}:${e.key}`)];
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    mainId = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores each file once with the request, and lists them (name, type, size) in its detail', async () => {
    const before = await count();
    const started = await start({
      INCOME_PROOF: upload(FILES.pdf, 'application/pdf', 'bulletin-de-paie-octobre.pdf'),
      OTHER: upload(FILES.png, 'image/png', 'carte-grise.png'),
    });

    expect(started.statusCode).toBe(200);
    processId = resultOf(started).processId;
    const detail = resultOf(await client.post(amina, 'secure/api/processes/detail', { processId }));
    expect(detail.documents).toEqual([
      {
        id: expect.any(String),
        kind: 'INCOME_PROOF',
        fileName: 'bulletin-de-paie-octobre.pdf',
        contentType: 'application/pdf',
        size: FILES.pdf.length,
      },
      {
        id: expect.any(String),
        kind: 'OTHER',
        fileName: 'carte-grise.png',
        contentType: 'image/png',
        size: FILES.png.length,
      },
    ]);
    expect(resultOf(started).documents).toEqual(detail.documents);
    payslipId = detail.documents[0].id;
    expect(await count()).toEqual({
      files: before.files + 2,
      links: before.links + 2,
      processes: before.processes + 1,
    });
    const [stored] = await testApp.database.db
      .select()
      .from(requestAttachments)
      .where(eq(requestAttachments.id, payslipId));
    expect(stored?.content.equals(FILES.pdf)).toBe(true);
  });

  it('lets the customer download their own document, as an attachment of its checked type', async () => {
    const response = await download(amina, { processId, attachmentId: payslipId });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="bulletin-de-paie-octobre.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(FILES.pdf)).toBe(true);
  });

  it('answers 404 to another customer, 404 for a document of another request, and 401 without a session', async () => {
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const foreign = await download(leila, { processId, attachmentId: payslipId });
    const foreignDetail = await client.post(leila, 'secure/api/processes/detail', { processId });
    const second = resultOf(
      await start({ INCOME_PROOF: upload(FILES.png, 'image/png', 'attestation.png') }),
    ).processId;
    const mismatched = await download(amina, { processId: second, attachmentId: payslipId });
    const anonymous = await download({}, { processId, attachmentId: payslipId });

    expect([foreign.statusCode, foreignDetail.statusCode, mismatched.statusCode]).toEqual([404, 404, 404]);
    expect(foreign.rawPayload.includes(FILES.pdf)).toBe(false);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a request without its income proof, or with a file too large or not of its type, writing nothing', async () => {
    const before = await count();
    const large = Buffer.concat([FILES.pdf, Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20)]);

    expect(refusalOf(await start({}))).toEqual([400, 'documents.INCOME_PROOF:fileRequired']);
    expect(refusalOf(await start({ OTHER: upload(FILES.pdf) }))).toEqual([
      400,
      'documents.INCOME_PROOF:fileRequired',
    ]);
    expect(refusalOf(await start({ INCOME_PROOF: upload(large) }))).toEqual([
      400,
      'documents.INCOME_PROOF.content:fileTooLarge',
    ]);
    expect(
      refusalOf(await start({ INCOME_PROOF: upload(FILES.exe, 'application/pdf', 'bulletin.pdf') })),
    ).toEqual([400, 'documents.INCOME_PROOF:fileContentMismatch']);
    // A good income proof does not carry a bad second file through.
    expect(
      refusalOf(
        await start({
          INCOME_PROOF: upload(FILES.pdf),
          OTHER: upload(FILES.png, 'application/pdf', 'scan.pdf'),
        }),
      ),
    ).toEqual([400, 'documents.OTHER:fileContentMismatch']);
    expect(refusalOf(await start({ INCOME_PROOF: upload(FILES.pdf, 'image/gif', 'a.gif') }))).toEqual([
      400,
      'documents.INCOME_PROOF.contentType:fileType',
    ]);
    expect(await count()).toEqual(before);
  });
});
