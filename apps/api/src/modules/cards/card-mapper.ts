/** Card rows to the answers of spec §3 "Card" and "Card operation" (numbers always masked). */
import type { Card, CardOperation } from '@baraka/contracts';
import { type CardPeriod, getLimitLeft, maskAccountNumber } from '@baraka/domain';
import { toDecimal } from '../../lib/amounts.ts';
import { getAvailableMinor } from '../accounts/index.ts';
import type { CardFigures, CardOperationRow, CardWithParts } from './cards.queries.ts';

export function toCardOperation(
  operation: CardOperationRow,
  parts: Pick<CardWithParts, 'card' | 'account'>,
): CardOperation {
  const isSettled = operation.settledReference !== null;
  return {
    id: operation.id,
    referenceFT: operation.settledReference ?? operation.reference,
    operationType: operation.operationType,
    amountDebited: toDecimal(operation.amountMinor, operation.currency),
    currency: operation.currency,
    paymentDetails: operation.merchant,
    timeAutho: operation.authorisedAt.toISOString(),
    dateTransaction: operation.operationDate,
    processingDate: operation.settledOn,
    isSettled,
    status: operation.status,
    referenceAnnulation: operation.cancellationReference,
    debitAccountNum: maskAccountNumber(parts.account.accountNumber),
    cardNumber: parts.card.maskedNumber,
  };
}

export function toCard(
  parts: CardWithParts,
  period: CardPeriod,
  figures: CardFigures,
  operations: readonly CardOperationRow[],
): Card {
  const { card, product, account } = parts;
  const currency = account.currency;
  return {
    id: card.id,
    cardProductCode: product.productCode,
    wording: product.wording,
    abrvWording: product.abrvWording,
    family: product.family,
    kind: product.kind,
    cardNumber: card.maskedNumber,
    holderName: card.holderName,
    accountId: account.id,
    accountNumber: maskAccountNumber(account.accountNumber),
    currency,
    expirationDate: card.expiryMonth,
    status: card.status,
    blockReason: card.blockReason,
    blockedAt: card.blockedAt?.toISOString() ?? null,
    periodicity: card.periodicity,
    limitAmount: toDecimal(card.limitMinor, currency),
    productLimit: toDecimal(product.productLimitMinor, currency),
    periodStart: period.start,
    periodEnd: period.end,
    onPerTotAmount: toDecimal(figures.spentMinor, currency),
    limitAmountBeforeTrn: toDecimal(getLimitLeft(card.limitMinor, figures.spentMinor), currency),
    total: toDecimal(figures.heldMinor, currency),
    balance: toDecimal(getAvailableMinor(account), currency),
    operations: operations.map((operation) => toCardOperation(operation, parts)),
  };
}
