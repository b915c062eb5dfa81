/**
 * Random transfers between funded accounts, each run as a money-moving call: `postEntry` inside
 * `runIdempotent` under its own key, which the entry also carries in its metadata so a test can
 * count the executions of each key.
 */
import type { AppDb } from '../../../db/client.ts';
import type { EntryInput } from '../entry-input.ts';
import { hashRequest, type IdempotentResult, runIdempotent } from '../idempotency.ts';
import { postEntry } from '../post-entry.ts';
import type { FundedAccount } from './funded-accounts.ts';
import type { Random } from './seeded-random.ts';

export const TRANSFER_SCOPE = 'ledger-transfers';

export type Transfer = { key: string; from: string; to: string; amountMinor: bigint; currency: string };

export function transferEntry(transfer: Transfer): EntryInput {
  const { from, to, amountMinor, currency } = transfer;
  return {
    kind: 'TRANSFER_ISSUED',
    description: 'Virement entre comptes',
    bookingDate: '2026-11-20',
    metadata: { idempotencyKey: transfer.key },
    postings: [
      {
        accountId: from,
        amountMinor: -amountMinor,
        currency,
        kind: 'TRANSFER_ISSUED',
        label: 'Virement émis',
      },
      { accountId: to, amountMinor, currency, kind: 'TRANSFER_RECEIVED', label: 'Virement reçu' },
    ],
  };
}

/** `count` transfers between two distinct accounts of one currency, up to `maxAmountMinor` each. */
export function drawTransfers(
  random: Random,
  accounts: readonly FundedAccount[],
  options: { count: number; keyPrefix: string; maxAmountMinor: (currency: string) => bigint },
): Transfer[] {
  const transfers: Transfer[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const from = random.pick(accounts);
    const sameCurrency = accounts.filter((account) => account.currency === from.currency && account !== from);
    const to = random.pick(sameCurrency);
    const max = Number(options.maxAmountMinor(from.currency));
    transfers.push({
      key: `${options.keyPrefix}-${String(index).padStart(6, '0')}`,
      from: from.id,
      to: to.id,
      amountMinor: BigInt(1 + random.int(max)),
      currency: from.currency,
    });
  }
  return transfers;
}

export type TransferOptions = {
  now?: Date;
  /** Called once the entry is written, before the call answers and commits (races in tests). */
  afterPosting?: () => Promise<void>;
};

/** One transfer as an idempotent call: 200 with the reference, or the stored refusal (e.g. 422). */
export function runTransfer(
  db: AppDb,
  transfer: Transfer,
  options: TransferOptions = {},
): Promise<IdempotentResult> {
  const { key, from, to, amountMinor, currency } = transfer;
  const now = options.now ?? new Date();
  return runIdempotent(
    db,
    { scope: TRANSFER_SCOPE, key, requestHash: hashRequest({ from, to, amountMinor, currency }), now },
    async (tx) => {
      const posted = await postEntry(tx, transferEntry(transfer));
      await options.afterPosting?.();
      const balanceAfter = posted.balancesAfter.get(from)?.toString();
      return { statusCode: 200, body: JSON.stringify({ reference: posted.reference, balanceAfter }) };
    },
    (error) => ({ statusCode: error.httpStatus, body: JSON.stringify({ code: error.code }) }),
  );
}
