/**
 * Test support: calls the transfer API as the web would — the order, OTP.300 with the quote, the
 * code read from the outbox, then the same order with `challenge-key` and `Idempotency-Key`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ledgerAccounts } from '../db/schema/index.ts';
import { readLatestCode } from './challenge-answers.ts';
import type { TestApp } from './test-app.ts';

export type Headers = Record<string, string>;
export type AccountSummary = {
  id: string;
  rib: string;
  currency: string;
  accountType: string;
  title: string;
};

export function createTransferClient(testApp: TestApp) {
  const { app } = testApp;
  const post = (headers: Headers, path: string, payload: object, extra: Headers = {}) =>
    app.inject({ method: 'POST', url: `/gateway/${path}`, headers: { ...headers, ...extra }, payload });

  const validateCode = async (headers: Headers, challengeKey: string) => {
    const response = await post(headers, 'otp/challenge/validateAndContinue', {
      challengeKey,
      otp: await readLatestCode(app),
    });
    if (response.statusCode !== 200) {
      throw new Error(`code refused: ${response.body}`);
    }
  };

  /** The whole flow; answers the first (OTP.300) and the final answers. */
  const send = async (headers: Headers, path: string, payload: object, key: string = randomUUID()) => {
    const first = await post(headers, path, payload);
    if (first.json().header.statusCode !== 'OTP.300') {
      return { first, final: first, challengeKey: null, key };
    }
    const challengeKey = first.json().body.result.challengeKey as string;
    await validateCode(headers, challengeKey);
    const final = await post(headers, path, payload, {
      'challenge-key': challengeKey,
      'idempotency-key': key,
    });
    return { first, final, challengeKey, key };
  };

  const accounts = async (headers: Headers): Promise<AccountSummary[]> =>
    (await post(headers, 'account/all', {})).json().body.result;

  /** The customer's main and saving accounts (every seeded retail customer has both). */
  const mainAndSaving = async (headers: Headers) => {
    const all = await accounts(headers);
    const main = all.find((account) => account.accountType === 'MAIN');
    const saving = all.find((account) => account.accountType === 'SAVING');
    if (!main || !saving) {
      throw new Error('expected a main and a saving account');
    }
    return { main, saving };
  };

  const balanceOf = async (accountId: string): Promise<bigint> => {
    const [row] = await testApp.database.db
      .select({ balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return row?.balance ?? 0n;
  };

  /** Moves money to another own account until `keepMinor` is left (own-account transfers have no daily ceiling). */
  const drain = async (headers: Headers, fromId: string, toId: string, keepMinor: bigint) => {
    for (let balance = await balanceOf(fromId); balance > keepMinor; balance = await balanceOf(fromId)) {
      const excess = balance - keepMinor;
      const amount = excess > 20_000_000n ? 20_000_000n : excess;
      const moved = await post(
        headers,
        'transfer/personal',
        {
          debitAccountId: fromId,
          creditAccountId: toId,
          amount: `${amount / 1000n}.${String(amount % 1000n).padStart(3, '0')}`,
        },
        { 'idempotency-key': randomUUID() },
      );
      if (moved.statusCode !== 200) {
        throw new Error(`drain failed: ${moved.body}`);
      }
    }
  };

  return { post, send, validateCode, accounts, mainAndSaving, balanceOf, drain };
}

export const resultOf = (response: LightMyRequestResponse) => response.json().body.result;
export const codeOf = (response: LightMyRequestResponse): string => response.json().header.statusCode;

/** The landlord amina pays at another bank: a national payee of the seeded data. */
export const LANDLORD_RIB = '08001000123456789013';

/** The body of a national transfer to the landlord, from `debitAccountId`. */
export const nationalOrder = (debitAccountId: string, amount: string, extra: object = {}) => ({
  debitAccountId,
  amount,
  payee: { rib: LANDLORD_RIB, name: 'Mohamed Khelifi' },
  ...extra,
});
