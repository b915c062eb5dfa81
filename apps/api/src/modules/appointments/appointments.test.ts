import type { AppointmentDefinition, CaptchaChallenge } from '@baraka/contracts';
import { addDays, isWeekend } from '@baraka/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, outboxMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { captchaModule } from '../captcha/index.ts';
import { appointmentsModule } from './appointments.routes.ts';

type Answer = {
  header: { statusCode: string };
  body: {
    result: { reference: string; fieldErrors?: { field: string; key: string }[] } & Record<string, unknown>;
  };
};

describe('appointment requests', () => {
  let testApp: TestApp;
  let definition: AppointmentDefinition;
  let bookable: string;

  const solvedCaptcha = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/captcha/challenge' });
    const challenge = response.json<{ body: { result: CaptchaChallenge } }>().body.result;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const post = async (url: string, payload: object, language = 'fr') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/gateway${url}`,
      payload,
      headers: { language },
    });
    return { status: response.statusCode, answer: response.json<Answer>() };
  };
  const validRequest = async (overrides: object = {}) => ({
    name: 'Salma Ben Ali',
    phone: '20123456',
    email: 'salma@example.tn',
    branchId: '017',
    subject: 'FINANCING',
    desiredDate: bookable,
    desiredTime: '08:30',
    captcha: await solvedCaptcha(),
    ...overrides,
  });
  /** The first field error a request answers, as "field:key". */
  const refusal = async (overrides: object) => {
    const { status, answer } = await post('/api/appointment/add', await validRequest(overrides));
    expect(status).toBe(400);
    const [first] = answer.body.result.fieldErrors ?? [];
    return `${first?.field}:${first?.key}`;
  };
  const countAppointments = async () =>
    (await testApp.database.db.select({ id: appointments.id }).from(appointments)).length;

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [captchaModule, appointmentsModule], captchaMaxCounter: 200 });
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/appointment' });
    definition = response.json<{ body: { result: AppointmentDefinition } }>().body.result;
    bookable = definition.firstDate ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('defines the form: 13 subjects, half-hour slots 08:30 to 16:00 (08:30 first), a three-month window', () => {
    expect(definition.subjects).toHaveLength(13);
    expect(definition.slots[0]).toBe('08:30');
    expect(definition.slots.at(-1)).toBe('16:00');
    expect(definition.slots).toHaveLength(16);
    expect(definition.defaultSlot).toBe('08:30');
    expect(bookable > definition.today).toBe(true);
    expect(isWeekend(bookable)).toBe(false);
    expect(definition.lastDate > addDays(definition.today, 85)).toBe(true);
  });

  it('answers the form key of each bad field', async () => {
    expect(await refusal({ name: '' })).toBe('name:required');
    expect(await refusal({ name: 'Salma 2' })).toBe('name:numberAndSpecialCharactersValidation');
    expect(await refusal({ phone: '123' })).toBe('phone:ErrorMsgInvalidPhoneNumber');
    expect(await refusal({ email: `${'a'.repeat(35)}@example.tn` })).toBe('email:maxLength');
    expect(await refusal({ email: 'not-an-email' })).toBe('email:email');
    expect(await refusal({ subject: 'HOLIDAYS' })).toBe('subject:invalidSelection');
    expect(await refusal({ subject: undefined })).toBe('subject:required');
    expect(await refusal({ desiredTime: '08:00' })).toBe('desiredTime:invalidSelection');
    expect(await refusal({ desiredTime: '16:30' })).toBe('desiredTime:invalidSelection');
    expect(await refusal({ branchId: '' })).toBe('branchId:required');
    expect(await refusal({ branchId: '999' })).toBe('branchId:invalidSelection');
  });

  it('refuses a regional direction: only agencies receive visitors', async () => {
    const [direction] = await testApp.database.db
      .execute<{ code: string }>(sql`select code from branches where branch_type = 'REGIONAL_DIR' limit 1`)
      .then((result) => result.rows);
    expect(await refusal({ branchId: direction?.code })).toBe('branchId:invalidSelection');
  });

  it('applies the date rules: after today, weekdays, within three months, outside holidays', async () => {
    expect(await refusal({ desiredDate: definition.today })).toBe('desiredDate:ErrorMsgRendezVousDate');
    let weekend = bookable;
    while (!isWeekend(weekend)) {
      weekend = addDays(weekend, 1);
    }
    expect(await refusal({ desiredDate: weekend })).toBe('desiredDate:ErrorMsgRendezVousDateWeekEnd');
    let late = addDays(definition.lastDate, 1);
    while (isWeekend(late)) {
      late = addDays(late, 1);
    }
    expect(await refusal({ desiredDate: late })).toBe('desiredDate:ErrorMsgRendezVousAfterThreeMonths');
    const holiday = definition.holidays
      .flatMap((range) => [range.from, range.to])
      .find((day) => !isWeekend(day) && day > definition.today && day <= definition.lastDate);
    expect(holiday).toBeDefined();
    expect(await refusal({ desiredDate: holiday })).toBe('desiredDate:ErrorMsgHolidayDate');
    expect(await refusal({ desiredDate: '2026-02-30' })).toBe('desiredDate:date');
  });

  it('refuses a missing captcha with captchaRequired, a made-up one with captchaInvalid', async () => {
    expect(await refusal({ captcha: undefined })).toBe('captcha:captchaRequired');
    expect(await refusal({ captcha: 'eyJ4IjoxfQ==' })).toBe('captcha:captchaInvalid');
  });

  it('stores a request, answers its reference and queues the acknowledgment e-mail in Arabic', async () => {
    const request = await validRequest({ desiredTime: '10:00' });
    const { status, answer } = await post('/api/appointment/add', request, 'ar');
    expect(status).toBe(200);
    const receipt = answer.body.result;
    expect(receipt.reference).toMatch(/^RDV-20\d{2}-\d{6}$/);
    expect(receipt).toMatchObject({ branchId: '017', desiredDate: bookable, desiredTime: '10:00' });
    const [message] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.subject} like ${`%${receipt.reference}`}`);
    expect(message).toMatchObject({
      channel: 'EMAIL',
      recipient: 'salma@example.tn',
      purpose: 'appointment-acknowledgment',
    });
    expect(message?.body).toContain('تلقّينا');
    expect(message?.body).toContain(bookable);
    // The same solved captcha cannot send a second request.
    const again = await post('/appointment/complete', request);
    expect(again.answer.body.result.fieldErrors?.[0]).toEqual({ field: 'captcha', key: 'captchaUsed' });
  });

  it('closes a slot once it holds two requests at that branch, and refuses a third', async () => {
    const slot = { branchId: '017', desiredTime: '11:30' };
    for (const _ of [1, 2]) {
      expect((await post('/api/appointment/add', await validRequest(slot))).status).toBe(200);
    }
    expect(await refusal(slot)).toBe('desiredTime:slotUnavailable');
    const start = await post('/appointment/start', { branchId: '017', date: bookable });
    const slots = start.answer.body.result.slots as { time: string; available: boolean }[];
    expect(slots.find((entry) => entry.time === '11:30')?.available).toBe(false);
    expect(slots.find((entry) => entry.time === '08:30')?.available).toBe(true);
    // Another branch still has the slot.
    expect(
      (await post('/api/appointment/add', await validRequest({ ...slot, branchId: '001' }))).status,
    ).toBe(200);
  });

  it('lets only two of three simultaneous requests into the same slot', async () => {
    const slot = { branchId: '001', desiredTime: '14:00' };
    const requests = await Promise.all([1, 2, 3].map(() => validRequest(slot)));
    const outcomes = await Promise.all(requests.map((request) => post('/api/appointment/add', request)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 200, 400]);
  });

  it('writes nothing when the acknowledgment cannot be queued', async () => {
    const before = await countAppointments();
    const { db } = testApp.database;
    await db.execute(sql`alter table outbox_messages add constraint outbox_refuses check (false) not valid`);
    try {
      const { status } = await post('/api/appointment/add', await validRequest({ desiredTime: '15:00' }));
      expect(status).toBe(500);
    } finally {
      await db.execute(sql`alter table outbox_messages drop constraint outbox_refuses`);
    }
    expect(await countAppointments()).toBe(before);
    const stored = await db.select().from(appointments).where(eq(appointments.desiredTime, '15:00'));
    expect(stored).toEqual([]);
  });
});
