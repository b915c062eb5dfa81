import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { TRADE_EFFECTS_QUEUE, tradeEffectsJob } from '../../jobs/trade-effect-jobs.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, resultOf } from '../../test/transfer-client.ts';

const clock = createManualClock(new Date());
/** Without its schedule, so only the runs this test hands out happen. */
const onDemand = ({ cron: _cron, ...job }: JobDefinition): JobDefinition => job;
const DAY_MS = 86_400_000;

describe('the trade effect deadline job on pg-boss', () => {
  let testApp: TestApp;

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
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [tradeEffectsJob].map(onDemand) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('settles the effects whose deadline has come, and only those', async () => {
    const early = await runJob(TRADE_EFFECTS_QUEUE);
    // The demo's next deadlines: an outward effect in 3 days and an inward one in 5; the others later.
    clock.advance(6 * DAY_MS);
    const due = await runJob(TRADE_EFFECTS_QUEUE);
    const again = await runJob(TRADE_EFFECTS_QUEUE);
    const nour = (await signIn(testApp.app, 'nour.admin', 'WEB')).headers;
    const client = createTransferClient(testApp);
    const pending = [
      ...resultOf(
        await client.post(nour, 'secure/api/tradingEffects/getInwardTradingEffects', { status: 'RECEIVED' }),
      ),
      ...resultOf(
        await client.post(nour, 'secure/api/tradingEffects/getOutwardTradingEffects', { status: 'RECEIVED' }),
      ),
    ];

    expect(early?.output).toEqual({ settled: 0 });
    expect(due?.output).toEqual({ settled: 2 });
    expect(again?.output).toEqual({ settled: 0 });
    expect(pending).toHaveLength(2);
  });
});
