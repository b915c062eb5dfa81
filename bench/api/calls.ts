/**
 * The calls the bench measures on a running product, signed in as a seeded customer with the API
 * tests' own sign-in helper: account/all, account/txhistory (the main account's last two months)
 * and transfer/personal (one unit back and forth between two own accounts, a fresh idempotency
 * key per call).
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { signIn } from '../../apps/api/src/test/sign-in.ts';
import { httpApp } from './http-app.ts';
import type { LoadOptions } from './load.ts';

type Account = { id: string; accountType: string };

export type BenchCall = { name: string; options: Omit<LoadOptions, 'connections' | 'seconds'> };

export async function prepareCalls(baseUrl: string, username = 'amina'): Promise<BenchCall[]> {
  const app = httpApp(baseUrl);
  const { headers } = await signIn(app, username, 'WEB');
  const url = (path: string) => `${baseUrl}/gateway/${path}`;
  const all = await app.inject({ method: 'POST', url: '/gateway/account/all', headers, payload: {} });
  const accounts = all.json().body.result as Account[];
  const main = accounts.find((account) => account.accountType === 'MAIN');
  const saving = accounts.find((account) => account.accountType === 'SAVING');
  if (!main || !saving) {
    throw new Error(`${username} has no main and saving accounts: ${all.body.slice(0, 200)}`);
  }
  const day = 86_400_000;
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  const history = {
    accountId: main.id,
    startDate: isoDay(Date.now() - 59 * day),
    endDate: isoDay(Date.now()),
  };
  let sent = 0;
  const transfer = (request: autocannon.Request): autocannon.Request => {
    sent += 1;
    const [from, to] = sent % 2 === 0 ? [saving, main] : [main, saving];
    return {
      ...request,
      headers: { ...request.headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ debitAccountId: from.id, creditAccountId: to.id, amount: '1' }),
    };
  };
  return [
    { name: 'POST account/all', options: { url: url('account/all'), headers } },
    {
      name: 'POST account/txhistory',
      options: { url: url('account/txhistory'), headers, body: JSON.stringify(history) },
    },
    {
      name: 'POST transfer/personal',
      options: { url: url('transfer/personal'), headers, setupRequest: transfer },
    },
  ];
}
