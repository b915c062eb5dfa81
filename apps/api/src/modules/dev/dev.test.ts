import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../adapters/outbox/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /gateway/dev/outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists what the embedded outbox kept, filtered by recipient', async () => {
    const outbox = createOutbox(testApp.config.outbox, testApp.database.db);
    await outbox.send({ channel: 'SMS', to: '20123456', body: 'first', purpose: 'test' });
    await outbox.send({
      channel: 'EMAIL',
      to: 'a@example.com',
      subject: 'S',
      body: 'second',
      purpose: 'test',
    });

    const all = (await testApp.app.inject({ method: 'GET', url: '/gateway/dev/outbox' })).json().body.result;
    const one = (await testApp.app.inject({ method: 'GET', url: '/gateway/dev/outbox?to=20123456' })).json()
      .body.result;

    expect(outbox.kind).toBe('embedded');
    expect(all.map((message: { body: string }) => message.body).sort()).toEqual(['first', 'second']);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ channel: 'SMS', recipient: '20123456', body: 'first' });
  });

  it('does not exist in production', async () => {
    const production = await testApp.buildVariant({ nodeEnv: 'production' });

    const response = await production.inject({ method: 'GET', url: '/gateway/dev/outbox' });

    expect(response.statusCode).toBe(404);
  });
});

describe('POST /gateway/dev/jobs/run', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });
  const run = (app: TestApp['app'], queue: string) =>
    app.inject({ method: 'POST', url: '/gateway/dev/jobs/run', payload: { queue } });

  it('hands a scheduled job to the queue now, and a worker runs it', async () => {
    const response = await run(testApp.app, 'transfers.release');

    expect(response.statusCode).toBe(200);
    const { jobId } = response.json().body.result;
    await expect
      .poll(async () => (await testApp.queue.boss.getJobById('transfers.release', jobId))?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
  });

  it('refuses a job that does not exist, and does not exist in production', async () => {
    const unknown = await run(testApp.app, 'transfers.everything');
    const production = await testApp.buildVariant({ nodeEnv: 'production' });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().header.statusCode).toBe('COMMON.NOT_FOUND');
    expect((await run(production, 'transfers.release')).statusCode).toBe(404);
  });
});
