import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGE_QUEUE, notificationMessageJob } from '../../jobs/notification-message-job.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

type Message = { channel: string; recipient: string; subject: string | null; body: string; purpose: string };

const AMINA_EMAIL = 'amina.bensalah@example.com';
const AMINA_PHONE = '20123456';

describe('e-mail and SMS copies of notifications', () => {
  let testApp: TestApp;
  let amina: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });

  const copies = async (): Promise<Message[]> =>
    (resultOf(await call('GET', 'dev/outbox?limit=200')) as Message[]).filter(
      (message) => message.purpose === 'notification',
    );

  /** Runs the job through the queue, as its minute would, and waits until it is done. */
  const runMessageJob = async () => {
    const { jobId } = resultOf(await call('POST', 'dev/jobs/run', {}, { queue: NOTIFICATION_MESSAGE_QUEUE }));
    await expect
      .poll(async () => (await testApp.queue.boss.getJobById(NOTIFICATION_MESSAGE_QUEUE, jobId))?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
  };

  const savePreference = (category: string, disabled: boolean, email: boolean, sms: boolean) =>
    call('POST', 'secure/notification/preferences', amina, {
      preferences: [{ category, disabled, channels: { inApp: true, push: false, email, sms } }],
    });

  /** An own-account transfer: executed at once, it writes a TRANSFER notification. */
  const transferToSavings = async () => {
    const client = createTransferClient(testApp);
    const accounts = await client.accounts(amina);
    const main = accounts.find((account) => account.accountType === 'MAIN');
    const savings = accounts.find((account) => account.accountType === 'SAVING');
    const answer = await call(
      'POST',
      'transfer/personal',
      { ...amina, 'idempotency-key': randomUUID() },
      { debitAccountId: main?.id, creditAccountId: savings?.id, amount: '12.500' },
    );
    expect(answer.statusCode).toBe(200);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [notificationMessageJob] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends nothing beyond the centre by default', async () => {
    await transferToSavings();
    await runMessageJob();

    expect(await copies()).toEqual([]);
  });

  it('sends an e-mail with the page link and an SMS once each, when the customer chose them', async () => {
    expect((await savePreference('TRANSFER', false, true, true)).statusCode).toBe(200);
    await transferToSavings();

    await runMessageJob();
    await runMessageJob();

    const sent = await copies();
    const email = sent.filter((message) => message.channel === 'EMAIL');
    const sms = sent.filter((message) => message.channel === 'SMS');
    expect(email).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(email[0]).toMatchObject({ recipient: AMINA_EMAIL, subject: 'Virement exécuté' });
    expect(email[0]?.body).toMatch(/12,500 TND|12\.500 TND/);
    expect(email[0]?.body).toMatch(/\/#\/transfers\/transfer-details\?id=[0-9a-f-]{36}$/);
    expect(sms[0]).toMatchObject({ recipient: AMINA_PHONE });
    expect(sms[0]?.body.startsWith('Virement exécuté\n')).toBe(true);
  });

  it('writes in the language the customer chose', async () => {
    const before = (await copies()).length;
    expect((await call('PUT', 'secure/update-language', amina, { language: 'ar' })).statusCode).toBe(200);
    await transferToSavings();
    await runMessageJob();

    const all = await copies();
    const latest = all.slice(0, all.length - before);
    expect(latest.map((message) => message.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(latest.find((message) => message.channel === 'EMAIL')?.subject).toBe('تم تنفيذ التحويل');
  });

  it('sends no copy of a promotion to a customer who switched promotions off, and one once on', async () => {
    const offerIds = await testApp.database.executeSql('select id from offers order by id', []);
    const [first, second] = offerIds.rows.map((row) => Number((row as { id: number }).id));
    expect((await savePreference('PROMOS', true, true, false)).statusCode).toBe(200);
    const before = (await copies()).length;

    await call('POST', 'dev/notifications/offer', {}, { offerId: first });
    await runMessageJob();
    expect((await copies()).length).toBe(before);

    expect((await savePreference('PROMOS', false, true, false)).statusCode).toBe(200);
    await call('POST', 'dev/notifications/offer', {}, { offerId: second });
    await runMessageJob();
    const [latest] = await copies();
    expect((await copies()).length).toBe(before + 1);
    expect(latest).toMatchObject({ channel: 'EMAIL', recipient: AMINA_EMAIL });
    expect(latest?.body).toContain(`/#/offerDetails?id=${second}`);
  });
});
