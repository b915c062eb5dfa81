import type { AppointmentDefinition, ContactCategory } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index.ts';
import { type Answer, loadCategories, solveCaptcha, visitorFields } from '../../test/contact-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

/**
 * The contact and appointment requests are processes of the engine: their calls answer as before,
 * with the process that follows them; the branch completes its task through the engine.
 */
describe('contact and appointment requests through the process engine (bankerisebpm)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let leila: Headers;
  let categories: ContactCategory[] = [];
  let subject: ContactCategory | undefined;
  const bank = (processId: string, task: string, outcome: string) =>
    client.post({}, 'dev/processes/complete-bank-task', { processId, task, outcome });
  const sendSignedIn = async (headers: Headers) =>
    testApp.app.inject({
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
      },
    });
  const statusOf = async (reference: string) =>
    (
      await testApp.database.db
        .select({ status: contactRequests.status })
        .from(contactRequests)
        .where(eq(contactRequests.reference, reference))
    )[0]?.status;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, captchaMaxCounter: 200, jobs: [] });
    client = createTransferClient(testApp);
    categories = await loadCategories(testApp.app);
    subject = categories[0];
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('follows a customer’s contact request in the customer’s processes until the branch answers it', async () => {
    const sent = await sendSignedIn(amina);
    const receipt = sent.json<Answer<{ reference: string; processId: string }>>().body.result;
    const detail = () => client.post(amina, 'secure/api/processes/detail', { processId: receipt.processId });
    const waiting = resultOf(await detail());

    const byCustomer = await client.post(amina, 'bankerisebpm/tasks/complete', {
      processId: receipt.processId,
      task: 'ANSWER',
      outcome: 'ANSWER',
    });
    const byOther = await client.post(leila, 'secure/api/processes/detail', { processId: receipt.processId });
    const answered = await bank(receipt.processId, 'ANSWER', 'ANSWER');
    const twice = await bank(receipt.processId, 'ANSWER', 'CLOSE');

    expect(sent.statusCode).toBe(200);
    expect(receipt.reference).toMatch(/^CTC-/);
    expect(waiting).toMatchObject({
      processName: 'CONTACT_REQUEST',
      state: 'RECEIVED',
      waitingTasks: [{ task: 'ANSWER', actor: 'BANK' }],
      // The branch is the customer's own agency, whatever the form said.
      variables: { reference: receipt.reference },
    });
    expect([byCustomer.statusCode, codeOf(byCustomer)]).toEqual([403, 'PROCESS.WRONG_PARTY']);
    expect(byOther.statusCode).toBe(404);
    expect(resultOf(answered)).toMatchObject({ state: 'ANSWERED', waitingTasks: [] });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'PROCESS.NOT_WAITING']);
    expect(await statusOf(receipt.reference)).toBe('ANSWERED');
    expect(resultOf(await detail()).history.map((step: { outcome: string }) => step.outcome)).toEqual([
      'START',
      'ANSWER',
    ]);
  });

  it('starts a visitor’s contact request too, which no customer sees, and the branch closes it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/contactUs/sendContact',
      payload: { ...visitorFields(categories), captcha: await solveCaptcha(testApp.app) },
    });
    const receipt = response.json<Answer<{ reference: string; processId: string }>>().body.result;
    const seenByCustomer = await client.post(amina, 'secure/api/processes/detail', {
      processId: receipt.processId,
    });
    const closed = await bank(receipt.processId, 'ANSWER', 'CLOSE');

    expect(response.statusCode).toBe(200);
    expect(seenByCustomer.statusCode).toBe(404);
    expect(resultOf(closed)).toMatchObject({ processName: 'CONTACT_REQUEST', state: 'CLOSED' });
    expect(await statusOf(receipt.reference)).toBe('CLOSED');
  });

  it('starts an appointment request with its slot; the branch confirms it once, an unknown outcome is refused', async () => {
    const definition = (await testApp.app.inject({ method: 'GET', url: '/gateway/appointment' })).json<{
      body: { result: AppointmentDefinition };
    }>().body.result;
    const booked = await client.post({}, 'appointment/complete', {
      name: 'Salma Ben Ali',
      phone: '20123456',
      email: 'salma@example.tn',
      branchId: '017',
      subject: 'FINANCING',
      desiredDate: definition.firstDate,
      desiredTime: '09:00',
      captcha: await solveCaptcha(testApp.app),
    });
    const receipt = resultOf(booked);

    const unknown = await bank(receipt.processId, 'CONFIRM', 'MAYBE');
    const confirmed = await bank(receipt.processId, 'CONFIRM', 'CONFIRM');
    const declinedLate = await bank(receipt.processId, 'CONFIRM', 'DECLINE');
    const malformed = await bank('not-a-process', 'CONFIRM', 'CONFIRM');

    expect(booked.statusCode).toBe(200);
    expect(receipt.reference).toMatch(/^RDV-/);
    expect(unknown.statusCode).toBe(422);
    expect(resultOf(confirmed)).toMatchObject({
      processName: 'APPOINTMENT_REQUEST',
      state: 'CONFIRMED',
      variables: {
        reference: receipt.reference,
        branchCode: '017',
        desiredDate: definition.firstDate,
        desiredTime: '09:00',
      },
    });
    expect(declinedLate.statusCode).toBe(409);
    expect(malformed.statusCode).toBe(400);
  });
});
