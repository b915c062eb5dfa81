import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import {
  CHEQUE_CLEARING_QUEUE,
  CHEQUEBOOK_REQUESTS_QUEUE,
  chequebookRequestsJob,
  chequeClearingJob,
} from '../../jobs/cheque-jobs.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { createChequeClient } from '../../test/cheque-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Headers, resultOf } from '../../test/transfer-client.ts';
import { DELIVERY_DELAY_MS, PRINT_DELAY_MS } from './chequebook-order.service.ts';

const clock = createManualClock(new Date());
/** Without their schedule, so only the runs this test hands out happen. */
const onDemand = ({ cron: _cron, ...job }: JobDefinition): JobDefinition => job;
const DAY_MS = 86_400_000;

describe('the cheque jobs on pg-boss', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createChequeClient>;
  let amina: Headers;

  /** Hands the queue one run now and waits until a worker has done it. */
  const runJob = async (queue: string) => {
    const id = await testApp.queue.send(queue, {});
    let job = await testApp.queue.boss.getJobById(queue, String(id));
    for (let tries = 0; job?.state !== 'completed' && tries < 150; tries += 1) {
      await sleep(100);
      job = await testApp.queue.boss.getJobById(queue, String(id));
    }
    return job;
  };

  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      rateLimitMax: 10_000,
      jobs: [chequebookRequestsJob, chequeClearingJob].map(onDemand),
    });
    client = createChequeClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('prints then delivers an order once each delay has passed, and credits a deposit at its clearing', async () => {
    const main = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN');
    const { final } = await client.order(amina, {
      accountId: main?.id,
      requestType: 'CHEQUE',
      CheckCount: 25,
      crossing: 1,
    });
    const ordered = resultOf(final);
    const deposited = resultOf(
      await client.deposit({
        rib: main?.rib,
        checkNumber: '2345678',
        amount: '640.250',
        drawer: 'Sami Gharbi',
        drawerRib: '08001000123456789013',
      }),
    );
    const before = await client.balanceOf(main?.id ?? '');
    const early = await runJob(CHEQUEBOOK_REQUESTS_QUEUE);
    clock.advance(PRINT_DELAY_MS + 1000);
    const printed = await runJob(CHEQUEBOOK_REQUESTS_QUEUE);
    clock.advance(DELIVERY_DELAY_MS + 1000);
    const delivered = await runJob(CHEQUEBOOK_REQUESTS_QUEUE);
    const notYet = await runJob(CHEQUE_CLEARING_QUEUE);
    // Past the next working day's clearing, whatever today is (a long weekend included).
    clock.advance(5 * DAY_MS);
    const credited = await runJob(CHEQUE_CLEARING_QUEUE);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const request = (await client.requests(amina)).find((item) => item.reference === ordered.reference);
    const [cheque] = (await client.list(amina, { type: 'RECEIVED' })).filter(
      (item) => item.id === deposited.id,
    );

    expect(deposited).toMatchObject({ status: 'CLEARING', type: 'RECEIVED' });
    expect(early?.output).toEqual({ advanced: 0 });
    expect(printed?.output).toEqual({ advanced: 1 });
    expect(delivered?.output).toEqual({ advanced: 1 });
    expect(request?.transitions.map((step) => step.status)).toEqual(['REQUESTED', 'PRINTED', 'DELIVERED']);
    expect(request?.leaves).toHaveLength(25);
    expect(notYet?.output).toEqual({ credited: 0 });
    // This deposit and the one the demo data left in clearing (310 TND).
    expect(credited?.output).toEqual({ credited: 2 });
    expect(cheque).toMatchObject({ status: 'PAID' });
    expect(await client.balanceOf(main?.id ?? '')).toBe(before + 640_250n + 310_000n);
  });
});
