/**
 * Topping up a prepaid card (spec §2 /transfers/add-card): a ledger transfer from one of the
 * customer's accounts to the card's own account, through the transfers' quote / confirm flow (a
 * code bound to the card, the account and the amount; idempotent, refusals stored under the key).
 */
import type { CardTopUpReceipt, CardTopUpRequest } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { postEntry } from '../../core/ledger/index.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { cardOperations } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount } from '../accounts/index.ts';
import { cardError, fieldError } from './card-errors.ts';
import { getVisibleCard } from './cards.queries.ts';

export const TOP_UP_ACTION = {
  fr: 'le rechargement de votre carte',
  en: 'topping up your card',
  ar: 'شحن بطاقتك',
};

async function bookTopUp(
  tx: AppTx,
  values: {
    cardId: string;
    debitAccountId: string;
    cardAccountId: string;
    amountMinor: bigint;
    currency: string;
  },
  label: { debit: string; credit: string },
  now: Date,
): Promise<CardTopUpReceipt> {
  const bookingDate = toCalendarDate(now);
  const posted = await postEntry(tx, {
    kind: 'TRANSFER_ISSUED',
    description: label.debit,
    bookingDate,
    metadata: { cardId: values.cardId },
    postings: [
      {
        accountId: values.debitAccountId,
        amountMinor: -values.amountMinor,
        currency: values.currency,
        kind: 'TRANSFER_ISSUED',
        label: label.debit,
      },
      {
        accountId: values.cardAccountId,
        amountMinor: values.amountMinor,
        currency: values.currency,
        kind: 'TRANSFER_RECEIVED',
        label: label.credit,
      },
    ],
  });
  await tx.insert(cardOperations).values({
    cardId: values.cardId,
    operationType: 'TOP_UP',
    amountMinor: values.amountMinor,
    currency: values.currency,
    merchant: label.credit,
    reference: posted.reference,
    authorisedAt: now,
    operationDate: bookingDate,
    settledReference: posted.reference,
    settledOn: posted.bookingDate,
    closedAt: now,
  });
  return {
    reference: posted.reference,
    cardId: values.cardId,
    debitAccountId: values.debitAccountId,
    amount: toDecimal(values.amountMinor, values.currency),
    currency: values.currency,
    bookingDate: posted.bookingDate,
    cardBalance: toDecimal(posted.balancesAfter.get(values.cardAccountId) ?? 0n, values.currency),
  };
}

export type PreparedTopUp = {
  /** What the code is bound to. */
  binding: Record<string, string>;
  amountText: string;
  payeeText: string;
  quote: { cardNumber: string; amount: string; currency: string };
  book: (tx: AppTx) => Promise<CardTopUpReceipt>;
};

/** Checks the top-up (read through `db`, the claiming transaction when confirming) and books it on execute. */
export async function prepareTopUp(
  db: AppDb,
  auth: AuthContext,
  body: CardTopUpRequest,
  now: Date,
): Promise<PreparedTopUp> {
  // Both ids first: another customer's card or account is a 404 before any rule is told.
  const { card, product, account: cardAccount } = await getVisibleCard(db, auth, body.cardId);
  const debit = await getVisibleAccount(db, auth, body.debitAccountId);
  if (product.kind !== 'PREPAID') {
    throw cardError('NOT_PREPAID', 'Only a prepaid card is topped up');
  }
  if (card.status === 'BLOCKED') {
    throw cardError('BLOCKED', 'This card is blocked');
  }
  if (debit.id === cardAccount.id || debit.status !== 'ACTIVE' || debit.currency !== cardAccount.currency) {
    throw fieldError('debitAccountId', 'invalidSelection');
  }
  const amountMinor = parseAmountField(body.amount, cardAccount.currency, 'amount', { isPositive: true });
  const values = {
    cardId: card.id,
    debitAccountId: debit.id,
    cardAccountId: cardAccount.id,
    amountMinor,
    currency: cardAccount.currency,
  };
  const amountText = `${toDecimal(amountMinor, values.currency)} ${values.currency}`;
  return {
    binding: {
      type: 'CARD_TOP_UP',
      cardId: card.id,
      debitAccountId: debit.id,
      amountMinor: amountMinor.toString(),
      currency: values.currency,
    },
    amountText,
    payeeText: card.maskedNumber,
    quote: {
      cardNumber: card.maskedNumber,
      amount: toDecimal(amountMinor, values.currency),
      currency: values.currency,
    },
    book: (tx) =>
      bookTopUp(
        tx,
        values,
        {
          debit: `RECHARGEMENT CARTE ${card.last4}`,
          credit: `RECHARGEMENT DEPUIS ${debit.accountNumber.slice(-4)}`,
        },
        now,
      ),
  };
}
