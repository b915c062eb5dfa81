/** A prepared transfer as the customer reviews it before confirming (spec field names). */
import { type Language, TRANSFER_SERVICES, type TransferPayee, type TransferQuote } from '@baraka/contracts';
import { maskAccountNumber } from '@baraka/domain';
import { toDecimal } from '../../lib/amounts.ts';
import { nameAccount } from '../accounts/index.ts';
import { describeLimits } from './transfer-limits.service.ts';
import type { PayeeSnapshot } from './transfer-payee.ts';
import type { ReviewedTransfer } from './transfer-quote.service.ts';

export const toPayee = (snapshot: PayeeSnapshot): TransferPayee => ({
  ...snapshot,
  bankCode: snapshot.rib ? snapshot.rib.slice(0, 2) : null,
});

export function toQuote(prepared: ReviewedTransfer, language: Language): TransferQuote {
  const account = prepared.debitAccount;
  const ownAccount = prepared.creditAccount;
  const debit = (minor: bigint) => toDecimal(minor, account.currency);
  return {
    type: prepared.order.type,
    transferType: TRANSFER_SERVICES[prepared.order.type],
    debitAccount: {
      id: account.id,
      accountNumber: maskAccountNumber(account.accountNumber),
      title: nameAccount(account, language),
      currency: account.currency,
    },
    payee: toPayee(
      ownAccount ? { ...prepared.payee, name: nameAccount(ownAccount, language) } : prepared.payee,
    ),
    amount: toDecimal(prepared.amountMinor, prepared.currency),
    currencyReceiver: prepared.currency,
    amountConverter: debit(prepared.debitAmountMinor),
    currencySender: account.currency,
    appliedRate: prepared.appliedRate,
    fees: debit(prepared.feeMinor),
    totalDebit: debit(prepared.debitAmountMinor + prepared.feeMinor),
    dinarEquivalent: toDecimal(prepared.dinarMinor, 'TND'),
    reason: prepared.order.reason ?? null,
    execution: prepared.execution,
    limits: describeLimits(prepared.limits, prepared.usedTodayMinor),
    needsStrongAuthentication: prepared.order.kind !== 'OWN_ACCOUNT',
  };
}
