import type { DynamicForm, ServiceRequestSummary } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, serviceRequestAttachments, serviceRequests } from '../../db/schema/index.ts';
import { type Answer, FILES, upload } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Receipt = { reference: string; kind: string; status: string; acknowledgedTo: string | null };

describe('complaints, suggestions and e-requests', () => {
  let testApp: TestApp;
  let amina: Record<string, string>;
  let leila: Record<string, string>;

  const call = async <T>(
    headers: Record<string, string>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const response = await testApp.app.inject({
      method,
      url: `/gateway/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, answer: response.json<Answer<T>>() };
  };
  const save = (headers: Record<string, string>, formName: string, answers: object, language = 'fr') =>
    call<Receipt>({ ...headers, language }, 'POST', 'secure/service-request/save', { formName, answers });
  const refusal = async (formName: string, answers: object) => {
    const { status, answer } = await save(amina, formName, answers);
    expect(status).toBe(400);
    return (answer.body.result.fieldErrors ?? []).map((error) => `${error.field}:${error.key}`);
  };
  const history = async (headers: Record<string, string>, kind: 'reclamation' | 'suggestion' | 'e-request') =>
    (await call<ServiceRequestSummary[]>(headers, 'GET', `api/${kind}/all`)).answer.body
      .result as unknown as ServiceRequestSummary[];
  const countRequests = async () => (await testApp.database.db.select().from(serviceRequests)).length;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'MOB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'MOB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a session for the form, the filing and every history, even those under api/', async () => {
    for (const url of [
      'secure/service-request?type=RECLAMATION',
      'api/reclamation/all',
      'api/suggestion/all',
      'api/e-request/all',
    ]) {
      const { status, answer } = await call({}, 'GET', url);
      expect(status, url).toBe(401);
      expect(answer.header.statusCode).toBe('COMMON.UNAUTHORIZED');
    }
    expect((await save({}, 'suggestion', { description: 'x' })).status).toBe(401);
  });

  it('answers the complaint form: category credit or information, sub-category disabled until chosen', async () => {
    const { answer } = await call<DynamicForm>(amina, 'GET', 'secure/service-request?type=RECLAMATION');
    const form = answer.body.result as unknown as DynamicForm;
    expect(form.formName).toBe('reclamation');
    const [category, subCategory, text] = form.data.fields;
    expect(category?.options?.map((option) => option.value)).toEqual(['CREDIT', 'INFORMATION']);
    expect(subCategory).toMatchObject({ dependsOn: { field: 'category' }, disableUntilAnswered: true });
    expect(text?.type).toBe('textarea');
    const wrong = await call(amina, 'GET', 'secure/service-request?type=LOTTERY');
    expect(wrong.answer.body.result.fieldErrors?.[0]).toMatchObject({
      field: 'type',
      key: 'invalidSelection',
    });
  });

  it('answers the form key of each bad answer', async () => {
    expect(await refusal('suggestion', {})).toEqual(['answers.description:required']);
    expect(await refusal('suggestion', { description: 'x'.repeat(2001) })).toEqual([
      'answers.description:maxLength',
    ]);
    expect(await refusal('reclamation', {})).toEqual(['answers.description:required']);
    expect(await refusal('reclamation', { category: 'LOANS' })).toEqual([
      'answers.category:invalidSelection',
    ]);
    // A sub-category belongs to its category.
    expect(await refusal('reclamation', { category: 'CREDIT', subCategory: 'CARDS' })).toEqual([
      'answers.subCategory:invalidSelection',
    ]);
    expect(
      await refusal('balance-certificate', { rib: '123', purpose: 'OTHER', copies: 9, delivery: 'BRANCH' }),
    ).toEqual([
      'answers.rib:invalidRib',
      'answers.asOfDate:required',
      'answers.purposeDetail:required',
      'answers.copies:max',
    ]);
    expect(
      await refusal('address-change', {
        newAddress: 'Rue #4',
        city: 'Sfax',
        postCode: '30',
        effectiveDate: '2020-01-01',
      }),
    ).toEqual([
      'answers.newAddress:specialCharactersValidation',
      'answers.postCode:minLength',
      'answers.effectiveDate:minDate',
      'answers.proofOfAddress:required',
    ]);
    expect(await refusal('lottery', { description: 'x' })).toEqual(['formName:invalidSelection']);
    // Forms that file no service request cannot be used to file one.
    expect(await refusal('onboarding', {})).toEqual(['formName:invalidSelection']);
  });

  it('files a complaint in Arabic: reference, acknowledgment, and the customer sees it in the history', async () => {
    const { status, answer } = await save(
      amina,
      'reclamation',
      { category: 'CREDIT', subCategory: 'FEES', description: 'تم اقتطاع مصاريف غير مبررة' },
      'ar',
    );
    expect(status).toBe(200);
    const receipt = answer.body.result;
    expect(receipt).toMatchObject({
      kind: 'RECLAMATION',
      status: 'RECEIVED',
      acknowledgedTo: 'amina.bensalah@example.com',
    });
    expect(receipt.reference).toMatch(/^REC-20\d{2}-\d{6}$/);
    const [message] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.subject} like ${`%${receipt.reference}`}`);
    expect(message?.body).toContain('تلقّينا شكواكم');
    const list = await history(amina, 'reclamation');
    expect(list[0]).toMatchObject({ reference: receipt.reference, status: 'RECEIVED' });
    expect(list[0]?.answers.map((item) => item.value)).toEqual([
      { fr: 'Crédit', en: 'Credit', ar: 'تمويل' },
      { fr: 'Frais et commissions', en: 'Fees and charges', ar: 'المصاريف والعمولات' },
      'تم اقتطاع مصاريف غير مبررة',
    ]);
    // The seeded, answered complaint is there too, with the bank's answer.
    expect(list.find((item) => item.status === 'ANSWERED')?.response).toMatch(/recrédité/);
  });

  it("never shows a customer another customer's requests", async () => {
    const leilaOwn = await save(leila, 'suggestion', { description: 'Un guichet ouvert le samedi à Sfax.' });
    const aminaSuggestions = await history(amina, 'suggestion');
    const leilaSuggestions = await history(leila, 'suggestion');
    expect(aminaSuggestions.map((item) => item.reference)).not.toContain(
      leilaOwn.answer.body.result.reference,
    );
    expect(leilaSuggestions.map((item) => item.reference)).toEqual([leilaOwn.answer.body.result.reference]);
    const aminaComplaints = (await history(amina, 'reclamation')).map((item) => item.reference);
    for (const complaint of await history(leila, 'reclamation')) {
      expect(aminaComplaints).not.toContain(complaint.reference);
    }
  });

  it('files an e-request with its proof of address, and lists it with its status', async () => {
    const { status, answer } = await save(amina, 'address-change', {
      newAddress: '8, rue Ibn Khaldoun',
      city: 'La Marsa',
      postCode: '2070',
      effectiveDate: '2099-01-01',
      proofOfAddress: upload(FILES.pdf, 'application/pdf', 'facture-steg.pdf'),
    });
    expect(status).toBe(200);
    const { reference } = answer.body.result;
    expect(reference).toMatch(/^DEM-/);
    const [stored] = await testApp.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.reference, reference));
    expect(stored?.answers.proofOfAddress).toMatchObject({
      fileName: 'facture-steg.pdf',
      size: FILES.pdf.length,
    });
    const links = await testApp.database.db
      .select()
      .from(serviceRequestAttachments)
      .where(eq(serviceRequestAttachments.serviceRequestId, stored?.id ?? -1));
    expect(links).toHaveLength(1);
    const list = await history(amina, 'e-request');
    expect(list.map((item) => item.reference)).toContain(reference);
    expect(list.find((item) => item.reference === reference)?.answers.at(-1)?.value).toBe('facture-steg.pdf');
  });

  it('refuses a proof whose bytes are not those of its declared type', async () => {
    expect(
      await refusal('address-change', {
        newAddress: '8, rue Ibn Khaldoun',
        city: 'La Marsa',
        postCode: '2070',
        effectiveDate: '2099-01-01',
        proofOfAddress: upload(FILES.exe, 'application/pdf', 'facture.pdf'),
      }),
    ).toEqual(['answers.proofOfAddress:fileContentMismatch']);
  });

  it('writes nothing when the acknowledgment cannot be queued', async () => {
    const before = await countRequests();
    const { db } = testApp.database;
    await db.execute(sql`alter table outbox_messages add constraint outbox_refuses check (false) not valid`);
    try {
      expect((await save(amina, 'suggestion', { description: 'Une idée perdue ?' })).status).toBe(500);
    } finally {
      await db.execute(sql`alter table outbox_messages drop constraint outbox_refuses`);
    }
    expect(await countRequests()).toBe(before);
  });
});
