import { PROCESS_ERROR_CODES } from '@baraka/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onboardingApplications,
  outboxMessages,
  processes,
  processTransitions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  CONTACT,
  createOnboardingClient,
  type OnboardingClient,
  PDF,
  PNG,
} from './testing/onboarding-client.ts';

/**
 * An onboarding application is a process of the one engine: its state is the process's, every step
 * is a task completed through the engine and recorded with the other processes' transitions, and
 * a step out of turn or by the wrong party is refused as the engine refuses it for any process.
 */
describe('onboarding on the process engine', () => {
  let testApp: TestApp;
  let client: OnboardingClient;
  const processOf = async (applicationId: string) => {
    const [row] = await testApp.database.db
      .select({ process: processes })
      .from(onboardingApplications)
      .innerJoin(processes, eq(processes.id, onboardingApplications.processId))
      .where(eq(onboardingApplications.id, applicationId));
    if (!row) {
      throw new Error('No process for this application');
    }
    return row.process;
  };
  const transitionsOf = (processId: string) =>
    testApp.database.db
      .select()
      .from(processTransitions)
      .where(eq(processTransitions.processId, processId))
      .orderBy(asc(processTransitions.id));
  const bankTask = (processId: string, task: string, outcome: string) =>
    client.call<{ processName: string; state: string }>({
      method: 'POST',
      url: 'dev/processes/complete-bank-task',
      payload: { processId, task, outcome },
    });
  const submitted = async (email = CONTACT.email) => {
    const started = await client.start();
    const id = started.result.application.applicationId;
    const token = started.result.resumeToken;
    await client.upload(id, token, 'FRONT', PNG, 'image/png');
    await client.upload(id, token, 'BACK', PDF, 'application/pdf');
    await client.verifyContact(id, token, { ...CONTACT, email });
    expect((await client.complete(id, token)).result).toMatchObject({ state: 'SUBMITTED' });
    return { id, token };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, captchaMaxCounter: 200, jobs: [] });
    client = createOnboardingClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('records every step of an application as a transition of its ONBOARDING process', async () => {
    const { id, token } = await submitted();
    await client.advance(id, 'RECEIVE_DOCUMENTS');
    const process = await processOf(id);
    const transitions = await transitionsOf(process.id);

    expect(process).toMatchObject({
      definition: 'ONBOARDING',
      state: 'DOCUMENTS_RECEIVED',
      customerId: null,
    });
    expect(transitions.map((row) => `${row.task ?? '-'}:${row.outcome}:${row.actor}:${row.toState}`)).toEqual(
      [
        '-:START:CUSTOMER:DRAFT',
        'FILL_APPLICATION:ADD_DOCUMENT:CUSTOMER:DRAFT',
        'FILL_APPLICATION:ADD_DOCUMENT:CUSTOMER:DRAFT',
        'FILL_APPLICATION:VERIFY_CONTACT:CUSTOMER:DRAFT',
        'FILL_APPLICATION:SUBMIT:CUSTOMER:SUBMITTED',
        'CHECK_DOCUMENTS:RECEIVE_DOCUMENTS:BANK:DOCUMENTS_RECEIVED',
      ],
    );
    // The onboarding history is these transitions, as the onboarding calls have always shown them.
    const history = await client.history(id, token);
    expect(history.result.map((entry) => `${entry.event}:${entry.detail ?? ''}`)).toEqual([
      'START:',
      'ADD_DOCUMENT:FRONT',
      'ADD_DOCUMENT:BACK',
      'VERIFY_CONTACT:',
      'SUBMIT:',
      'RECEIVE_DOCUMENTS:',
    ]);
  });

  it('refuses a step out of turn, or by the wrong party, with the engine’s errors', async () => {
    const started = await client.start();
    const id = started.result.application.applicationId;
    const token = started.result.resumeToken;
    const draft = await processOf(id);

    // The bank cannot act on a draft, nor fill the applicant's task.
    const early = await client.advance(id, 'APPROVE');
    const bankFills = await bankTask(draft.id, 'FILL_APPLICATION', 'SUBMIT');
    expect([early.status, early.code]).toEqual([409, PROCESS_ERROR_CODES.NOT_WAITING.code]);
    expect([bankFills.status, bankFills.code]).toEqual([403, PROCESS_ERROR_CODES.WRONG_PARTY.code]);

    const { id: sent, token: sentToken } = await submitted('second.applicant@example.tn');
    // Submitted: the applicant's task no longer waits.
    const upload = await client.upload(sent, sentToken, 'FRONT', PNG, 'image/png');
    const again = await client.complete(sent, sentToken);
    expect([upload.status, upload.code]).toEqual([409, PROCESS_ERROR_CODES.NOT_WAITING.code]);
    expect([again.status, again.code]).toEqual([409, PROCESS_ERROR_CODES.NOT_WAITING.code]);
    // Nothing was recorded by the refused steps.
    expect((await transitionsOf(draft.id)).map((row) => row.outcome)).toEqual(['START']);
    expect((await transitionsOf((await processOf(sent)).id)).at(-1)?.outcome).toBe('SUBMIT');
    expect((await client.get(id, token)).result).toMatchObject({ state: 'DRAFT' });
  });

  it('lets the bank decide through the engine’s own call, with the decision’s date and e-mail', async () => {
    const email = 'engine.decision@example.tn';
    const { id, token } = await submitted(email);
    const process = await processOf(id);
    for (const [task, outcome] of [
      ['CHECK_DOCUMENTS', 'RECEIVE_DOCUMENTS'],
      ['REVIEW', 'START_REVIEW'],
    ]) {
      expect((await bankTask(process.id, task ?? '', outcome ?? '')).status).toBe(200);
    }
    const decided = await bankTask(process.id, 'DECIDE', 'REJECT');
    const twice = await bankTask(process.id, 'DECIDE', 'APPROVE');

    expect(decided.result).toMatchObject({ processName: 'ONBOARDING', state: 'REJECTED' });
    expect([twice.status, twice.code]).toEqual([409, PROCESS_ERROR_CODES.NOT_WAITING.code]);
    const view = await client.get(id, token);
    expect(view.result).toMatchObject({ state: 'REJECTED' });
    expect(view.result.decidedAt).not.toBeNull();
    const mails = await testApp.database.db
      .select({ purpose: outboxMessages.purpose })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(mails.map((mail) => mail.purpose)).toEqual(['onboarding-acknowledgment', 'onboarding-decision']);
  });
});
