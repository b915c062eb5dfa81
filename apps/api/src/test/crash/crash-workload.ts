/**
 * Concurrent customers moving money over HTTP while the server may die under them: own-account
 * transfers (no code) and within-bank transfers (the code read from the development outbox, one
 * code at a time so each client reads its own), each confirmed under an idempotency key and asked
 * again with the same key after a connection error. Every answer given under a key is recorded.
 */
import type { Random } from '../../core/ledger/testing/seeded-random.ts';
import { confirmWithCode, createCodeLock } from './confirm-with-code.ts';
import {
  type CallHeaders,
  type HttpAnswer,
  requestUntilAnswered,
  resultOf,
  signInOverHttp,
} from './http-customer.ts';

export type CrashCustomer = {
  username: string;
  /** The holder's name, as a within-bank payee must give it. */
  name: string;
  headers: CallHeaders;
  /** Dinar accounts: own transfers move between them; the first is paid by the others. */
  accounts: { id: string; rib: string }[];
};

/** A call confirmed under a key, with the answer it got (what the customer was told). */
export type KeyedCall = {
  key: string;
  path: string;
  payload: object;
  headers: CallHeaders;
  answer: HttpAnswer;
};

export type WorkloadFigures = { calls: KeyedCall[]; retries: number; refusedBeforeCode: number };

/** The seeded customers whose pack has own-account and within-bank transfers. */
const CUSTOMERS = [
  { username: 'amina', name: 'Amina Ben Salah' },
  { username: 'leila', name: 'Leila Gharbi' },
] as const;
/** Another customer of the bank, paid within the bank too. */
const YOUSSEF = { rib: '32002002345678901230', name: 'Youssef Trabelsi' };

/** `clients` HTTP clients spread over the seeded customers, each customer signed in once (one session each). */
export async function signInClients(baseUrl: string, clients: number): Promise<CrashCustomer[]> {
  const signedIn: CrashCustomer[] = [];
  for (const { username, name } of CUSTOMERS) {
    const headers = await signInOverHttp(baseUrl, username, `crash-device-${username}`);
    const all = resultOf<{ id: string; rib: string; currency: string }[]>(
      await requestUntilAnswered(baseUrl, 'account/all', {}, headers),
    );
    const accounts = all.filter((account) => account.currency === 'TND');
    signedIn.push({ username, name, headers, accounts });
  }
  return Array.from({ length: clients }, (_, index) => signedIn[index % signedIn.length] as CrashCustomer);
}

const dinars = (random: Random, max: number) =>
  `${1 + random.int(max)}.${String(random.int(1000)).padStart(3, '0')}`;

export type WorkloadOptions = {
  baseUrl: string;
  customers: CrashCustomer[];
  random: Random;
  keyPrefix: string;
  /** Clients stop taking new transfers once this answers true. */
  isDone: () => boolean;
};

export async function runWorkload(options: WorkloadOptions): Promise<WorkloadFigures> {
  const { baseUrl, customers, random } = options;
  const figures: WorkloadFigures = { calls: [], retries: 0, refusedBeforeCode: 0 };
  const onRetry = () => {
    figures.retries += 1;
  };
  const ask = (path: string, payload: object, headers: CallHeaders) =>
    requestUntilAnswered(baseUrl, path, payload, headers, onRetry);
  const withCode = createCodeLock();
  let next = 0;

  const ownTransfer = async (customer: CrashCustomer, key: string) => {
    const from = random.pick(customer.accounts);
    const to = random.pick(customer.accounts.filter((account) => account !== from));
    const payload = { debitAccountId: from.id, creditAccountId: to.id, amount: dinars(random, 8_000) };
    const headers = { ...customer.headers, 'idempotency-key': key };
    figures.calls.push({
      key,
      path: 'transfer/personal',
      payload,
      headers,
      answer: await ask('transfer/personal', payload, headers),
    });
  };

  const withinBank = async (customer: CrashCustomer, key: string) => {
    const other = customers.find((candidate) => candidate.username !== customer.username);
    const payees = other?.accounts[0]
      ? [YOUSSEF, { rib: other.accounts[0].rib, name: other.name }]
      : [YOUSSEF];
    const payload = {
      debitAccountId: random.pick(customer.accounts).id,
      amount: dinars(random, 400),
      payee: random.pick(payees),
    };
    const path = 'transfer/withinBankTransfer';
    const { answer, headers } = await withCode(() =>
      confirmWithCode(baseUrl, path, payload, customer.headers, key, onRetry),
    );
    if (headers) {
      figures.calls.push({ key, path, payload, headers, answer });
    } else {
      figures.refusedBeforeCode += 1;
    }
  };

  const runClient = async (customer: CrashCustomer) => {
    while (!options.isDone()) {
      next += 1;
      const key = `${options.keyPrefix}-${String(next).padStart(6, '0')}`;
      await (random.next() < 0.7 ? ownTransfer(customer, key) : withinBank(customer, key));
    }
  };
  await Promise.all(customers.map(runClient));
  return figures;
}
