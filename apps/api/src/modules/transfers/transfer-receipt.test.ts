import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPdfDataUrl } from '../../adapters/pdf/index.ts';
import { extractText, normalizeSpaces } from '../../adapters/pdf/testing/pdf-text.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

type Info = { id: string; transactionNumber: string; status: string; payee: { name: string } };

describe('secure/transfer/receipt (a transfer order as a PDF)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let leila: Headers;
  const firstOf = async (headers: Headers, filter: object): Promise<Info> => {
    const groups = resultOf(await client.post(headers, 'transfer/displayTransferListByCustomer', filter));
    const [found] = (groups as { list: Info[] }[]).flatMap((group) => group.list);
    if (!found) {
      throw new Error('no transfer matches');
    }
    return found;
  };
  const textOf = async (dataUrl: string) => normalizeSpaces(await extractText(fromPdfDataUrl(dataUrl)));

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('describes an executed standing-order run: payee, amounts, status and its steps', async () => {
    const rent = await firstOf(amina, { operationType: 'PERMANENT', status: 'TREATED', size: 1 });

    const response = await client.post(amina, 'secure/transfer/receipt', { id: rent.id });

    expect(response.statusCode).toBe(200);
    const { fileName, file } = resultOf(response);
    expect(fileName).toBe(`virement-${rent.transactionNumber}.pdf`);
    const text = await textOf(file);
    for (const expected of [
      'Avis de virement',
      'Type de virement Virement permanent',
      `N° d'ordre ${rent.transactionNumber}`,
      'Bénéficiaire Mohamed Khelifi',
      '08 001 0001234567890 13',
      'Montant débité 750,000 TND',
      'Total débité 750,000 TND',
      'Exécuté',
      'Suivi du virement',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives a receipt for an order still waiting, then says it was cancelled', async () => {
    const waiting = await firstOf(leila, { status: 'IN_PROGRESS' });
    const before = await textOf(
      resultOf(await client.post(leila, 'secure/transfer/receipt', { id: waiting.id })).file,
    );
    expect(before).toContain('En attente');
    expect(before).not.toContain('Exécuté le');

    const cancelled = await client.post(
      leila,
      'transfer/cancel',
      { id: waiting.id },
      { 'idempotency-key': randomUUID() },
    );
    expect(cancelled.statusCode).toBe(200);

    const after = await textOf(
      resultOf(await client.post({ ...leila, language: 'en' }, 'secure/transfer/receipt', { id: waiting.id }))
        .file,
    );
    expect(after).toContain('Transfer receipt');
    expect(after).toContain('Status reason Cancelled by you');
    expect(after).toContain('Rejected');
  });

  it('downloads the file itself when asked for a PDF, in Arabic when the language says so', async () => {
    const rent = await firstOf(amina, { operationType: 'PERMANENT', size: 1 });

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/transfer/receipt',
      headers: { ...amina, accept: 'application/pdf', language: 'ar' },
      payload: { id: rent.id },
    });

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="virement-${rent.transactionNumber}.pdf"`,
    );
    const text = normalizeSpaces(await extractText(response.rawPayload));
    expect(text).toContain('إشعار بتحويل');
    expect(text).toContain('750,000 TND');
  });

  it("refuses another customer's transfer as if it did not exist", async () => {
    const rent = await firstOf(amina, { operationType: 'PERMANENT', size: 1 });

    const foreign = await client.post(leila, 'secure/transfer/receipt', { id: rent.id });
    const unknown = await client.post(amina, 'secure/transfer/receipt', { id: randomUUID() });

    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
  });
});
