/** One transfer order as the quote and the confirmation see it, whatever call brought it. */
import type { TransferQuoteRequest, TransferType } from '@baraka/contracts';
import type { TransferKind } from '@baraka/domain';

export type PayeeInput = {
  rib?: string;
  iban?: string;
  bic?: string;
  name?: string;
  country?: string;
  beneficiaryId?: string;
};

export type TransferOrder = {
  type: TransferType;
  kind: TransferKind;
  debitAccountId: string;
  creditAccountId?: string | undefined;
  payee?: PayeeInput | undefined;
  amount: string;
  /** International only: the currency the payee receives. */
  currency?: string | undefined;
  reason?: string | undefined;
  executionDate?: string | undefined;
  /** A payee inside the bank typed in for the first time: the name must be the holder's. */
  checkPayeeName?: boolean;
};

/** The single-transfer types and the movement each one is. */
export const KIND_OF_TYPE = {
  OWN_ACCOUNT: 'OWN_ACCOUNT',
  WITHINBANK: 'WITHINBANK',
  NATIONAL: 'NATIONAL',
  INTERNATIONAL: 'INTERNATIONAL',
} as const satisfies Partial<Record<TransferType, TransferKind>>;

export function toTransferOrder(request: TransferQuoteRequest): TransferOrder {
  const { type, ...rest } = request;
  return { ...rest, type, kind: KIND_OF_TYPE[type] };
}
