/**
 * Work the scheduled jobs find due, set up over HTTP as a customer would and then made due in the
 * database (the product's clock is the real one): standing orders whose first runs fell weeks ago,
 * deferred within-bank transfers whose release instant has passed, interbank transfers past their
 * cut-off. Then the jobs are handed to the queue many times at once through either instance.
 */
import { randomUUID } from 'node:crypto';
import { addDays, toCalendarDate } from '@baraka/domain';
import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { standingOrders, transfers } from '../../db/schema/index.ts';
import { confirmWithCode, createCodeLock } from '../crash/confirm-with-code.ts';
import { type CallHeaders, requestUntilAnswered, resultOf } from '../crash/http-customer.ts';

export const YOUSSEF = { rib: '32002002345678901230', name: 'Youssef Trabelsi' };
const OTHER_BANK_PAYEE = { rib: '08001000123456789013', name: 'Mohamed Khelifi' };
export const SCHEDULED_QUEUES = ['transfers.standing-orders', 'transfers.release', 'transfers.clearing'];

export type DueWork = { standingOrderIds: string[]; deferredIds: string[]; interbankIds: string[] };

type Customer = { headers: CallHeaders; debitAccountId: string };

export async function setUpDueWork(
  db: AppDb,
  urlOf: (index: number) => string,
  customer: Customer,
): Promise<DueWork> {
  const withCode = createCodeLock();
  const today = toCalendarDate(new Date());
  const send = async (index: number, path: string, payload: object) => {
    const { answer } = await withCode(() =>
      confirmWithCode(urlOf(index), path, payload, customer.headers, randomUUID()),
    );
    if (answer.status !== 200) {
      throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
    }
    return resultOf<{ id: string }>(answer).id;
  };
  const base = { debitAccountId: customer.debitAccountId };
  const standingOrderIds = await Promise.all(
    ['1.100', '2.200', '3.300'].map((amount, index) =>
      send(index, 'transfer/permanentTransfer', {
        ...base,
        payee: YOUSSEF,
        amount,
        frequency: 'MONTHLY',
        firstExecutionDate: addDays(today, 7),
      }),
    ),
  );
  const deferredIds = await Promise.all(
    ['4.400', '5.500', '6.600'].map((amount, index) =>
      send(index, 'transfer/withinBankTransfer', {
        ...base,
        payee: YOUSSEF,
        amount,
        executionDate: addDays(today, 7),
      }),
    ),
  );
  const interbankIds = await Promise.all(
    ['7.700', '8.800'].map((amount, index) =>
      send(index, 'transfer/localTransfer', { ...base, payee: OTHER_BANK_PAYEE, amount }),
    ),
  );
  // Made due: the orders started 45 days ago, the deferred transfers' day and the cut-off have come.
  await db
    .update(standingOrders)
    .set({ firstExecutionDate: addDays(today, -45) })
    .where(inArray(standingOrders.id, standingOrderIds));
  await db
    .update(transfers)
    .set({ releaseAt: sql`now() - interval '1 minute'` })
    .where(inArray(transfers.id, deferredIds));
  await db
    .update(transfers)
    .set({ clearingAt: sql`now() - interval '1 minute'` })
    .where(inArray(transfers.id, interbankIds));
  return { standingOrderIds, deferredIds, interbankIds };
}

/** Every scheduled job, `rounds` times through each instance at once; answers the queued jobs' ids. */
export async function runScheduledJobsEverywhere(
  urlOf: (index: number) => string,
  instances: number,
  rounds: number,
): Promise<string[]> {
  const calls = Array.from({ length: rounds * instances }, (_, index) => index).flatMap((index) =>
    SCHEDULED_QUEUES.map((queue) => requestUntilAnswered(urlOf(index), 'dev/jobs/run', { queue }, {})),
  );
  const answers = await Promise.all(calls);
  return answers.map((answer) => resultOf<{ jobId: string }>(answer).jobId);
}

/** How many of the jobs are not finished yet (pg-boss's own table). */
export async function countUnfinishedJobs(db: AppDb, jobIds: string[]): Promise<number> {
  const result = await db.execute<{ count: string }>(
    sql`select count(*)::text as count from pgboss.job where id::text in ${jobIds} and state <> 'completed'`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
