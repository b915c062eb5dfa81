import type { ContactCategory, ContactDirectory } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, outboxMessages } from '../../db/schema/index.ts';
import { type Answer, loadCategories, solveCaptcha, visitorFields } from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BANK_IDENTITY } from '../accounts/index.ts';
import { captchaModule } from '../captcha/index.ts';
import { contactModule } from './contact.routes.ts';

describe('contact (visitor)', () => {
  let testApp: TestApp;
  let categories: ContactCategory[];

  const post = async (url: string, payload: object, language = 'fr') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/gateway/${url}`,
      payload,
      headers: { language },
    });
    return { status: response.statusCode, answer: response.json<Answer<{ reference: string }>>() };
  };
  const validRequest = async (overrides: object = {}) => ({
    ...visitorFields(categories),
    captcha: await solveCaptcha(testApp.app),
    ...overrides,
  });
  /** The first field error a request answers, as "field:key". */
  const refusal = async (overrides: object) => {
    const { status, answer } = await post('contactUs/sendContact', await validRequest(overrides));
    expect(status).toBe(400);
    const [first] = answer.body.result.fieldErrors ?? [];
    return `${first?.field}:${first?.key}`;
  };
  const countRequests = async () => (await testApp.database.db.select().from(contactRequests)).length;

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [captchaModule, contactModule], captchaMaxCounter: 200 });
    categories = await loadCategories(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the contact groups with every kind of contact method', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/contacts' });
    const directory = response.json<{ body: { result: ContactDirectory } }>().body.result;
    expect(directory.listDto.length).toBeGreaterThanOrEqual(3);
    const methods = new Set(directory.listDto.flatMap((group) => group.contactMethods.map((m) => m.method)));
    expect([...methods].sort()).toEqual(['ADDRESS', 'FAX', 'MAIL', 'PHONE', 'WEBSITE']);
    expect(directory.listDto[0]?.name.ar.length).toBeGreaterThan(0);
    // One bank: the website and head office its documents print, wherever the directory names them.
    const valuesOf = (kind: string) =>
      directory.listDto.flatMap((group) =>
        group.contactMethods.filter((m) => m.method === kind).flatMap((m) => m.values),
      );
    const websites = valuesOf('WEBSITE');
    expect(websites.length).toBeGreaterThan(0);
    expect(websites.every((site) => site.startsWith(`https://${BANK_IDENTITY.website}`))).toBe(true);
    expect(valuesOf('ADDRESS')).toContain(BANK_IDENTITY.address);
  });

  it('orders the subjects and their requirements, and answers a subject with its requirements', async () => {
    expect(categories.map((category) => category.categoryOrder)).toEqual(
      [...categories.map((category) => category.categoryOrder)].sort((a, b) => a - b),
    );
    expect(categories.every((category) => category.categoryType === 'CONTACT')).toBe(true);
    const [financing] = categories;
    expect(financing?.categoryName).toBe('FINANCING');
    const start = await post('contact_us/start', { subjectId: financing?.id });
    const result = start.answer.body.result as unknown as { requirements: { category: number }[] };
    expect(result.requirements).toHaveLength(financing?.subCategories.length ?? -1);
    expect(result.requirements.every((requirement) => requirement.category === financing?.id)).toBe(true);
    const unknown = await post('contact_us/start', { subjectId: 9999 });
    expect(unknown.answer.body.result.fieldErrors?.[0]).toEqual({
      field: 'subjectId',
      key: 'invalidSelection',
    });
  });

  it('answers the spec form key of each bad field', async () => {
    expect(await refusal({ lastName: '' })).toBe('lastName:required');
    expect(await refusal({ lastName: 'Ben Ali 2' })).toBe('lastName:numberAndSpecialCharactersValidation');
    expect(await refusal({ firstName: 'S'.repeat(41) })).toBe('firstName:maxLength');
    expect(await refusal({ address: '12 rue du Lac; DROP' })).toBe('address:specialCharactersValidation');
    expect(await refusal({ address: 'a'.repeat(201) })).toBe('address:maxLength');
    expect(await refusal({ country: 'XX' })).toBe('country:invalidSelection');
    expect(await refusal({ email: 'salma@' })).toBe('email:email');
    expect(await refusal({ phone: '2012' })).toBe('phone:ErrorMsgInvalidPhoneNumber');
    expect(await refusal({ city: 'Tunis 1' })).toBe('city:numberAndSpecialCharactersValidation');
    expect(await refusal({ subjectId: undefined })).toBe('subjectId:required');
    expect(await refusal({ requirementId: undefined })).toBe('requirementId:required');
    expect(await refusal({ branchId: '' })).toBe('branchId:required');
    expect(await refusal({ message: 'm'.repeat(256) })).toBe('message:maxLength');
    expect(await refusal({ grossSalary: '-12' })).toBe('grossSalary:InvalidNumber');
    expect(await refusal({ financingType: 'Dar 2' })).toBe(
      'financingType:numberAndSpecialCharactersValidation',
    );
  });

  it('refuses a requirement of another subject, an unknown subject and a closed or unknown branch', async () => {
    const [first, second] = categories;
    expect(await refusal({ requirementId: second?.subCategories[0]?.id })).toBe(
      'requirementId:invalidSelection',
    );
    expect(await refusal({ subjectId: 9999 })).toBe('subjectId:invalidSelection');
    expect(await refusal({ branchId: '999' })).toBe('branchId:invalidSelection');
    expect(await refusal({ branchId: '027' })).toBe('branchId:invalidSelection');
    expect(first?.id).toBeDefined();
  });

  it('refuses a missing captcha, a made-up one and a solution used twice', async () => {
    expect(await refusal({ captcha: undefined })).toBe('captcha:captchaRequired');
    expect(await refusal({ captcha: 'eyJ4IjoxfQ==' })).toBe('captcha:captchaInvalid');
    const request = await validRequest();
    expect((await post('contactUs/sendContact', request)).status).toBe(200);
    const again = await post('contact_us/complete', request);
    expect(again.status).toBe(400);
    expect(again.answer.body.result.fieldErrors?.[0]).toEqual({ field: 'captcha', key: 'captchaUsed' });
  });

  it("stores a request under a reference and queues its acknowledgment in the sender's language", async () => {
    const { status, answer } = await post('contactUs/sendContact', await validRequest(), 'ar');
    expect(status).toBe(200);
    const receipt = answer.body.result as unknown as {
      reference: string;
      branchId: string;
      acknowledgedTo: string;
    };
    expect(receipt.reference).toMatch(/^CTC-20\d{2}-\d{6}$/);
    expect(receipt).toMatchObject({ branchId: '017', acknowledgedTo: 'salma@example.tn' });
    const [row] = await testApp.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.reference, receipt.reference));
    expect(row).toMatchObject({
      lastName: 'Ben Ali',
      city: 'La Marsa',
      language: 'ar',
      userId: null,
      status: 'RECEIVED',
    });
    const [message] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.subject} like ${`%${receipt.reference}`}`);
    expect(message).toMatchObject({
      channel: 'EMAIL',
      recipient: 'salma@example.tn',
      purpose: 'contact-acknowledgment',
    });
    expect(message?.body).toContain('تلقّينا');
  });

  it("keeps a simulator request's figures, amounts in millimes", async () => {
    const { status, answer } = await post(
      'contact_us/complete',
      await validRequest({
        financingType: 'Dar albaraka',
        netSalary: 2450.5,
        duration: 20,
        durationUnit: 'YEARS',
        amount: 180000,
        productId: 2,
      }),
    );
    expect(status).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.reference, answer.body.result.reference));
    expect(row).toMatchObject({
      financingType: 'Dar albaraka',
      netSalaryMillimes: 2_450_500n,
      amountMillimes: 180_000_000n,
      duration: 20,
      durationUnit: 'YEARS',
    });
    expect((answer.body.result as unknown as { isSimulationRequest: boolean }).isSimulationRequest).toBe(
      true,
    );
  });

  it('writes nothing when the acknowledgment cannot be queued, and the captcha stays usable', async () => {
    const before = await countRequests();
    const request = await validRequest();
    const { db } = testApp.database;
    await db.execute(sql`alter table outbox_messages add constraint outbox_refuses check (false) not valid`);
    try {
      expect((await post('contactUs/sendContact', request)).status).toBe(500);
    } finally {
      await db.execute(sql`alter table outbox_messages drop constraint outbox_refuses`);
    }
    expect(await countRequests()).toBe(before);
    // Nothing of the failed try was kept, not even the captcha's use: the visitor sends again.
    expect((await post('contactUs/sendContact', request)).status).toBe(200);
    expect(await countRequests()).toBe(before + 1);
  });
});
