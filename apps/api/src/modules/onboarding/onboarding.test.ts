import { BANK_ONBOARDING_EVENTS, ONBOARDING_EVENT_NAMES, ONBOARDING_STATE_NAMES } from '@baraka/contracts';
import { ONBOARDING_EVENTS, ONBOARDING_STATES } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingApplications, outboxMessages, processTransitions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CONTACT,
  createOnboardingClient,
  IDENTITY,
  type OnboardingClient,
  PDF,
  PNG,
} from './testing/onboarding-client.ts';

describe('digital onboarding', () => {
  let testApp: TestApp;
  let client: OnboardingClient;
  const countRows = async () => {
    const [row] = (
      await testApp.database.db.execute<{ applications: number; history: number }>(
        sql`select (select count(*) from onboarding_applications)::int as applications,
                   (select count(*) from process_transitions)::int as history`,
      )
    ).rows;
    return row;
  };
  /** The first field error of a refused start, as "field:key". */
  const refusal = async (overrides: object) => {
    const answer = await client.start(overrides);
    expect(answer.status).toBe(400);
    const [first] = answer.result.fieldErrors ?? [];
    return `${first?.field}:${first?.key}`;
  };
  const startOne = async () => {
    const answer = await client.start();
    expect(answer.status).toBe(200);
    return { id: answer.result.application.applicationId, token: answer.result.resumeToken };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    client = createOnboardingClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('speaks the same states and events as the onboarding process', () => {
    expect([...ONBOARDING_STATE_NAMES]).toEqual([...ONBOARDING_STATES]);
    expect([...ONBOARDING_EVENT_NAMES].sort()).toEqual([...ONBOARDING_EVENTS].sort());
    expect(BANK_ONBOARDING_EVENTS.every((event) => ONBOARDING_EVENTS.includes(event))).toBe(true);
  });

  it('answers the right form key for each bad field of the first form, and stores nothing', async () => {
    const before = await countRows();
    expect(await refusal({ cinNumber: '1234567' })).toBe('cinNumber:invalidCin');
    expect(await refusal({ cinNumber: undefined })).toBe('cinNumber:required');
    expect(await refusal({ identificationKind: undefined })).toBe('identificationKind:required');
    expect(await refusal({ identificationKind: 'PERMIS' })).toBe('identificationKind:invalidSelection');
    expect(await refusal({ identificationKind: 'PATENTE', patenteNumber: '12345' })).toBe(
      'patenteNumber:invalidPatente',
    );
    expect(await refusal({ identificationKind: 'nDePasseport' })).toBe('passportNumber:required');
    expect(await refusal({ firstName: 'Salma2' })).toBe('firstName:numberAndSpecialCharactersValidation');
    expect(await refusal({ lastName: '  ' })).toBe('lastName:required');
    expect(await refusal({ dateOfBirth: '2015-01-01' })).toBe('dateOfBirth:underAge');
    expect(await refusal({ dateOfBirth: '1990-02-30' })).toBe('dateOfBirth:date');
    expect(await refusal({ agencyId: '' })).toBe('agencyId:required');
    expect(await refusal({ agencyId: 'NOPE' })).toBe('agencyId:invalidSelection');
    expect(await refusal({ captcha: undefined })).toBe('captcha:captchaRequired');
    expect(await refusal({ captcha: 'bm90IGEgY2FwdGNoYQ==' })).toBe('captcha:captchaInvalid');
    expect(await countRows()).toEqual(before);
  });

  it('refuses a captcha solution used once already', async () => {
    const captcha = await client.solvedCaptcha();
    expect((await client.start({ captcha })).status).toBe(200);
    expect(await refusal({ captcha })).toBe('captcha:captchaUsed');
  });

  it('keeps the captcha usable when a start fails after it was checked', async () => {
    const before = await countRows();
    const captcha = await client.solvedCaptcha();
    expect(await refusal({ captcha, agencyId: 'CLOSED-OR-UNKNOWN' })).toBe('agencyId:invalidSelection');
    expect(await countRows()).toEqual(before);
    expect((await client.start({ captcha })).status).toBe(200);
  });

  it('starts a draft that only its token opens, and resumes at the documents step', async () => {
    const answer = await client.start({ identificationKind: 'nDePasseport', passportNumber: 'x 123 456' });
    expect(answer.status).toBe(200);
    const { application, resumeToken } = answer.result;
    expect(application).toMatchObject({
      state: 'DRAFT',
      kind: 'FULL',
      resumeStep: 'documents',
      missing: ['documents', 'contact'],
      requiredSides: ['FRONT'],
      identity: { identificationKind: 'nDePasseport', identificationNumber: 'X123456', agencyId: '017' },
    });
    expect(application.reference).toMatch(/^ONB-20\d{2}-\d{6}$/);
    const [stored] = await testApp.database.db
      .select()
      .from(onboardingApplications)
      .where(eq(onboardingApplications.id, application.applicationId));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(resumeToken);

    const resumed = await client.get(application.applicationId, resumeToken);
    expect(resumed.result).toMatchObject({ reference: application.reference, resumeStep: 'documents' });
    expect((await client.get(application.applicationId, `${resumeToken.slice(0, -2)}xx`)).status).toBe(404);
    expect((await client.get(application.applicationId, '')).status).toBe(404);
  });

  it('saves a changed identity; another document number voids the pictures of the old one', async () => {
    const { id, token } = await startOne();
    await client.upload(id, token, 'FRONT', PNG, 'image/png');
    const renamed = await client.update(token, {
      applicationId: id,
      step: 'identity',
      identity: { ...IDENTITY, firstName: 'Selma' },
    });
    expect(renamed.result).toMatchObject({
      identity: { firstName: 'Selma' },
      documents: [{ side: 'FRONT' }],
    });
    const bad = await client.update(token, {
      applicationId: id,
      step: 'identity',
      identity: { ...IDENTITY, cinNumber: '12' },
    });
    expect(bad.result.fieldErrors).toEqual([{ field: 'identity.cinNumber', key: 'invalidCin' }]);
    const other = await client.update(token, {
      applicationId: id,
      step: 'identity',
      identity: { ...IDENTITY, cinNumber: '11223344' },
    });
    expect(other.result).toMatchObject({ documents: [], identity: { identificationNumber: '11223344' } });
    const history = await client.history(id, token);
    expect(history.result.map((entry) => `${entry.event}:${entry.detail ?? ''}`)).toEqual([
      'START:',
      'ADD_DOCUMENT:FRONT',
      'SAVE_IDENTITY:',
      'SAVE_IDENTITY:DOCUMENTS_CLEARED',
    ]);
  });

  it('refuses to submit an incomplete application and leaves it as it was', async () => {
    const { id, token } = await startOne();
    const before = await countRows();
    const refused = await client.complete(id, token);
    expect(refused.status).toBe(409);
    expect(refused.result.fieldErrors).toEqual([
      { field: 'documents', key: 'required' },
      { field: 'contact', key: 'required' },
    ]);
    expect((await client.complete(id, token, false)).result.fieldErrors).toEqual([
      { field: 'certified', key: 'termsNotAccepted' },
    ]);
    expect(await countRows()).toEqual(before);
    expect((await client.get(id, token)).result.state).toBe('DRAFT');
  });

  it('submits nothing when the acknowledgment cannot be written', async () => {
    const { id, token } = await startOne();
    await client.upload(id, token, 'FRONT', PNG, 'image/png');
    await client.upload(id, token, 'BACK', PNG, 'image/png');
    await client.verifyContact(id, token, { ...CONTACT, email: 'no.mail@example.tn' });
    const { db } = testApp.database;
    await db.execute(
      sql`alter table outbox_messages add constraint refuse_mail check (recipient <> 'no.mail@example.tn') not valid`,
    );
    try {
      expect((await client.complete(id, token)).status).toBe(500);
    } finally {
      await db.execute(sql`alter table outbox_messages drop constraint refuse_mail`);
    }
    const after = await client.get(id, token);
    expect(after.result).toMatchObject({ state: 'DRAFT', submittedAt: null, resumeStep: 'summary' });
    expect((await client.history(id, token)).result.map((entry) => entry.event)).not.toContain('SUBMIT');
    expect((await client.complete(id, token)).result).toMatchObject({ state: 'SUBMITTED' });
  });

  it('submits a complete application with its acknowledgment, then the bank decides', async () => {
    const { id, token } = await startOne();
    await client.upload(id, token, 'FRONT', PNG, 'image/png');
    await client.upload(id, token, 'BACK', PDF, 'application/pdf');
    const verified = await client.verifyContact(id, token);
    expect(verified.result).toMatchObject({ resumeStep: 'summary', missing: [] });

    const submitted = await client.complete(id, token);
    expect(submitted.result).toMatchObject({ state: 'SUBMITTED', resumeStep: null });
    expect(submitted.result.submittedAt).not.toBeNull();
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, CONTACT.email));
    expect(mails.map((mail) => mail.purpose)).toEqual(['onboarding-acknowledgment']);
    expect(mails[0]?.body).toContain(submitted.result.reference);

    // Submitted: the applicant's steps are closed.
    expect((await client.upload(id, token, 'FRONT', PNG, 'image/png')).status).toBe(409);
    expect((await client.complete(id, token)).status).toBe(409);
    expect((await client.advance(id, 'APPROVE')).status).toBe(409);
    for (const event of ['RECEIVE_DOCUMENTS', 'START_REVIEW', 'APPROVE']) {
      expect((await client.advance(id, event)).status).toBe(200);
    }
    const decided = await client.get(id, token);
    expect(decided.result).toMatchObject({ state: 'APPROVED' });
    expect(decided.result.decidedAt).not.toBeNull();
    // Terminal: nothing moves it any more.
    expect((await client.advance(id, 'REJECT')).status).toBe(409);

    const history = await client.history(id, token);
    expect(
      history.result.map((entry) => `${entry.fromState ?? '-'}>${entry.event}>${entry.toState}`),
    ).toEqual([
      '->START>DRAFT',
      'DRAFT>ADD_DOCUMENT>DRAFT',
      'DRAFT>ADD_DOCUMENT>DRAFT',
      'DRAFT>VERIFY_CONTACT>DRAFT',
      'DRAFT>SUBMIT>SUBMITTED',
      'SUBMITTED>RECEIVE_DOCUMENTS>DOCUMENTS_RECEIVED',
      'DOCUMENTS_RECEIVED>START_REVIEW>UNDER_REVIEW',
      'UNDER_REVIEW>APPROVE>APPROVED',
    ]);
    const decision = await testApp.database.db
      .select({ purpose: outboxMessages.purpose })
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, 'onboarding-decision'));
    expect(decision).toHaveLength(1);
    const [stored] = await testApp.database.db
      .select({ processId: onboardingApplications.processId })
      .from(onboardingApplications)
      .where(eq(onboardingApplications.id, id));
    const rows = await testApp.database.db
      .select({ id: processTransitions.id })
      .from(processTransitions)
      .where(eq(processTransitions.processId, stored?.processId ?? ''));
    expect(rows).toHaveLength(8);
  });
});
