import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import {
  CARD_REQUESTS_QUEUE,
  CARD_SETTLEMENT_QUEUE,
  cardRequestsJob,
  cardSettlementJob,
} from '../../jobs/card-jobs.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Headers, resultOf } from '../../test/transfer-client.ts';
import { ORDER_DECISION_DELAY_MS, SETTLEMENT_DELAY_MS } from './index.ts';

const clock = createManualClock(new Date());
/** Without their schedule, so only the runs this test hands out happen. */
const onDemand = ({ cron: _cron, ...job }: JobDefinition): JobDefinition => job;

describe('the card jobs on pg-boss', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
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
      jobs: [cardRequestsJob, cardSettlementJob].map(onDemand),
    });
    client = createCardClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes an ordered card and settles an authorisation once their delays have passed', async () => {
    const mainId = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN')?.id;
    const order = {
      accountId: mainId,
      productCode: 'CTT',
      limit: '700',
      periodicity: 'WEEKLY',
      agencyCode: '002',
    };
    const ordered = resultOf((await client.confirmed(amina, 'secure/card', order)).final);
    const [card] = await client.cards(amina);
    const approved = resultOf(await client.terminal({ cardId: card?.id ?? '', amount: '8' }));
    const early = await runJob(CARD_REQUESTS_QUEUE);

    clock.advance(Math.max(ORDER_DECISION_DELAY_MS, SETTLEMENT_DELAY_MS) + 60_000);
    const decided = await runJob(CARD_REQUESTS_QUEUE);
    const settled = await runJob(CARD_SETTLEMENT_QUEUE);
    // The session has idled out meanwhile: sign in again to look.
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const request = resultOf(
      await client.get(amina, 'secure/api/cards/request', { referenceNumber: ordered.referenceNumber }),
    );
    const operations = resultOf(await client.post(amina, 'cards/operations', { cardId: card?.id, size: 1 }));

    expect(early?.output).toEqual({ decided: 0 });
    expect(decided?.output).toEqual({ decided: 1 });
    expect(settled?.output).toEqual({ settled: 1, failed: 0 });
    expect(request.actionStatus).toBe('TERMINATE');
    expect((await client.cards(amina)).map((item) => item.id)).toContain(request.cardId);
    expect(operations.items[0]).toMatchObject({ id: approved.operationId, isSettled: true });
  });
});
