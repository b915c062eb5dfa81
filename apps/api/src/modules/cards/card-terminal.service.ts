/**
 * The card network's authorisation, as the development terminal asks for it: the card row is
 * locked first, so two payments on one card take turns and each sees the other in the period's
 * sum; then status, expiry and what is left of the period's limit (computed from the period's
 * operations); then the ledger places a hold, which refuses an amount over the available balance.
 */
import type { CardAuthorisation, CardTerminalRequest } from '@baraka/contracts';
import { getCardPeriod, getLimitLeft, isCardExpired, toCalendarDate } from '@baraka/domain';
import { placeHold } from '../../core/ledger/index.ts';
import type { AppTx } from '../../db/client.ts';
import { cardOperations } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { cardError } from './card-errors.ts';
import { lockCard, sumCardFigures } from './cards.queries.ts';

/** What the statement reads for each kind of operation. */
export const OPERATION_LABELS = { PURCHASE: 'PAIEMENT CARTE', WITHDRAWAL: 'RETRAIT DAB' } as const;

export async function authoriseCardOperation(
  tx: AppTx,
  request: CardTerminalRequest,
  now: Date,
): Promise<CardAuthorisation> {
  const parts = await lockCard(tx, request.cardId);
  if (!parts) {
    throw new AppError('NOT_FOUND', { message: 'No such card' });
  }
  const { card, account } = parts;
  const today = toCalendarDate(now);
  if (card.status === 'BLOCKED') {
    throw cardError('BLOCKED', 'This card is blocked', { blockReason: card.blockReason });
  }
  if (isCardExpired(card.expiryMonth, today)) {
    throw cardError('EXPIRED', 'This card has expired', { expirationDate: card.expiryMonth });
  }
  const amountMinor = parseAmountField(request.amount, account.currency, 'amount', { isPositive: true });
  const { spentMinor } = await sumCardFigures(tx, card.id, getCardPeriod(card.periodicity, today));
  const leftMinor = getLimitLeft(card.limitMinor, spentMinor);
  if (amountMinor > leftMinor) {
    throw cardError('LIMIT_EXCEEDED', 'The amount is over what is left of the period’s limit', {
      limitAmountBeforeTrn: toDecimal(leftMinor, account.currency),
    });
  }
  const isWithdrawal = request.operationType === 'WITHDRAWAL';
  const hold = await placeHold(tx, {
    accountId: account.id,
    amountMinor,
    currency: account.currency,
    kind: isWithdrawal ? 'ATM_WITHDRAWAL' : 'CARD_PAYMENT',
    description: `${OPERATION_LABELS[request.operationType]} ${request.merchant}`,
    metadata: { cardId: card.id, last4: card.last4 },
  });
  const [operation] = await tx
    .insert(cardOperations)
    .values({
      cardId: card.id,
      holdId: hold.holdId,
      operationType: request.operationType,
      amountMinor,
      currency: account.currency,
      merchant: request.merchant,
      reference: hold.reference,
      authorisedAt: now,
      operationDate: today,
    })
    .returning({ id: cardOperations.id });
  if (!operation) {
    throw new Error('The card operation was not written');
  }
  return {
    operationId: operation.id,
    reference: hold.reference,
    status: 'APPROVED',
    amount: toDecimal(amountMinor, account.currency),
    currency: account.currency,
    limitAmountBeforeTrn: toDecimal(leftMinor - amountMinor, account.currency),
  };
}
