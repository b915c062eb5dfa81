import type { ContactCategory, ContactFormSettings } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, outboxMessages } from '../../db/schema/index.ts';
import { type Answer, loadCategories } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('contact (signed-in customer)', () => {
  let testApp: TestApp;
  let categories: ContactCategory[];
  let amina: Record<string, string>;
  let youssef: Record<string, string>;

  const settingsOf = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/contact_us', headers });
    return response.json<{ body: { result: ContactFormSettings } }>().body.result;
  };
  const send = async (headers: Record<string, string>, overrides: object = {}) => {
    const [subject] = categories;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/contactUs/sendContact',
      headers,
      payload: {
        address: '12 rue de Marseille',
        country: 'TN',
        subjectId: subject?.id,
        requirementId: subject?.subCategories[1]?.id,
        branchId: '001',
        message: 'Où en est ma demande ?',
        ...overrides,
      },
    });
    return {
      status: response.statusCode,
      answer: response.json<Answer<{ reference: string; branchId: string }>>(),
    };
  };
  const storedRequest = async (reference: string) =>
    (
      await testApp.database.db.select().from(contactRequests).where(eq(contactRequests.reference, reference))
    )[0];

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    categories = await loadCategories(testApp.app);
    amina = (await signIn(testApp.app, 'amina', 'MOB')).headers;
    youssef = (await signIn(testApp.app, 'youssef', 'MOB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('tells a visitor nothing about a customer, and a customer what the profile fills', async () => {
    expect((await settingsOf({})).customer).toBeNull();
    expect((await settingsOf(amina)).customer).toMatchObject({
      displayName: 'Amina Ben Salah',
      maskedEmail: 'am***@example.com',
      needsEmail: false,
      needsPhone: false,
      branchId: '002',
    });
    // youssef's e-mail bounced: his form asks for another one and shows no stored address.
    expect((await settingsOf(youssef)).customer).toMatchObject({ needsEmail: true, maskedEmail: null });
  });

  it("sends without identity fields nor captcha, from the profile, locked to the customer's agency", async () => {
    const { status, answer } = await send(amina);
    expect(status).toBe(200);
    expect(answer.body.result.branchId).toBe('002');
    const row = await storedRequest(answer.body.result.reference);
    expect(row).toMatchObject({
      lastName: 'Ben Salah',
      firstName: 'Amina',
      email: 'amina.bensalah@example.com',
      phone: '20123456',
      city: null,
    });
    expect(row?.userId).not.toBeNull();
  });

  it('ignores a replacement e-mail when the stored one is valid', async () => {
    const { answer } = await send(amina, { email: 'other@example.com' });
    expect((await storedRequest(answer.body.result.reference))?.email).toBe('amina.bensalah@example.com');
  });

  it('asks for a replacement e-mail when the stored one is flagged invalid, and acknowledges to it', async () => {
    const missing = await send(youssef);
    expect(missing.status).toBe(400);
    expect(missing.answer.body.result.fieldErrors).toEqual([{ field: 'email', key: 'required' }]);
    expect((await send(youssef, { email: 'not-mail' })).answer.body.result.fieldErrors?.[0]).toEqual({
      field: 'email',
      key: 'email',
    });
    const { status, answer } = await send(youssef, { email: 'youssef.new@example.com' });
    expect(status).toBe(200);
    expect(answer.body.result).toMatchObject({ acknowledgedTo: 'youssef.new@example.com', branchId: '024' });
    const messages = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'youssef.new@example.com'));
    expect(messages).toHaveLength(1);
  });

  it('refuses a request from demo mode with COMMON.DEMO_MODE, and stores nothing', async () => {
    const demo = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/demo/start',
      headers: { channel: 'WEB' },
    });
    const cookie = String([demo.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
    const before = (await testApp.database.db.select().from(contactRequests)).length;
    const { status, answer } = await send({ channel: 'WEB', cookie });
    expect(status).toBe(403);
    expect(answer.header.statusCode).toBe('COMMON.DEMO_MODE');
    expect((await testApp.database.db.select().from(contactRequests)).length).toBe(before);
  });

  it('still applies the §5 rules to the fields a customer fills', async () => {
    const { answer } = await send(amina, { address: 'Rue #5' });
    expect(answer.body.result.fieldErrors?.[0]).toEqual({
      field: 'address',
      key: 'specialCharactersValidation',
    });
  });
});
