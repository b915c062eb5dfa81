/**
 * A transfer as the form holds it (text fields, nothing parsed yet) and the one request built from
 * it: the order call's body and the quote's. Built once per review, so the first call, the call
 * after the code and any retry send the very same body.
 */
import type {
  InternationalTransferRequest,
  LocalTransferRequest,
  OwnAccountTransferRequest,
  TransferQuoteRequest,
  WithinBankTransferRequest,
} from '@baraka/contracts/transfers/requests';
import { normalizeAmount } from './amount-input';
import { getOrderCall, type OrderType } from './transfer-types';

export type PayeeMode = 'saved' | 'new';

export type TransferDraft = {
  type: OrderType;
  debitAccountId: string;
  /** Own-account transfers: the account credited. */
  creditAccountId: string;
  /** A saved beneficiary, or a payee typed in (within bank and national only). */
  payeeMode: PayeeMode;
  beneficiaryId: string;
  payeeName: string;
  rib: string;
  iban: string;
  bic: string;
  /** International transfers: the currency the payee receives. */
  currency: string;
  /** As typed: "150,5". */
  amount: string;
  reason: string;
  /** Empty: as soon as possible; otherwise a later day (YYYY-MM-DD). */
  executionDate: string;
};

export type OrderBody =
  | OwnAccountTransferRequest
  | WithinBankTransferRequest
  | LocalTransferRequest
  | InternationalTransferRequest;

export type TransferRequest = {
  /** The booking call, e.g. transfer/localTransfer. */
  call: string;
  body: OrderBody;
  quote: TransferQuoteRequest;
};

export function createEmptyDraft(type: OrderType): TransferDraft {
  return {
    type,
    debitAccountId: '',
    creditAccountId: '',
    payeeMode: 'saved',
    beneficiaryId: '',
    payeeName: '',
    rib: '',
    iban: '',
    bic: '',
    currency: type === 'INTERNATIONAL' ? 'EUR' : 'TND',
    amount: '',
    reason: '',
    executionDate: '',
  };
}

/** Whether the payee is typed in rather than chosen among the saved ones. */
export const isNewPayee = (draft: TransferDraft): boolean =>
  draft.type !== 'OWN_ACCOUNT' && draft.type !== 'INTERNATIONAL' && draft.payeeMode === 'new';

/**
 * The currency the amount is typed in: the credited account's for own-account transfers, the
 * chosen one abroad, dinars otherwise (transfers in Tunisia are in dinars).
 */
export function getAmountCurrency(draft: TransferDraft, creditCurrency: string | undefined): string {
  if (draft.type === 'OWN_ACCOUNT') {
    return creditCurrency ?? 'TND';
  }
  return draft.type === 'INTERNATIONAL' ? draft.currency : 'TND';
}

/** A saved beneficiary's name as the transfer carries it. */
export const getPayeeName = (payee: { firstName: string; lastName: string }): string =>
  `${payee.firstName} ${payee.lastName}`.trim();

const compactRib = (rib: string) => rib.replace(/\s+/g, '');

/** The request of a draft already checked; the amount goes as the API's decimal text. */
export function buildTransferRequest(draft: TransferDraft, amountCurrency: string): TransferRequest {
  const reason = draft.reason.trim();
  const base = {
    debitAccountId: draft.debitAccountId,
    amount: normalizeAmount(draft.amount, amountCurrency) ?? draft.amount.trim(),
    ...(reason ? { reason } : {}),
    ...(draft.executionDate ? { executionDate: draft.executionDate } : {}),
  };
  const beneficiary = !isNewPayee(draft) && draft.beneficiaryId ? { beneficiaryId: draft.beneficiaryId } : {};
  const call = getOrderCall(draft.type, isNewPayee(draft));
  switch (draft.type) {
    case 'OWN_ACCOUNT': {
      const body = { ...base, creditAccountId: draft.creditAccountId };
      return { call, body, quote: { ...body, type: 'OWN_ACCOUNT' } };
    }
    case 'WITHINBANK':
    case 'NATIONAL': {
      const payee = { rib: compactRib(draft.rib), name: draft.payeeName.trim(), ...beneficiary };
      const body = { ...base, payee };
      return { call, body, quote: { ...body, type: draft.type } };
    }
    case 'INTERNATIONAL': {
      const payee = { iban: draft.iban, bic: draft.bic, name: draft.payeeName.trim(), ...beneficiary };
      const body = {
        ...base,
        currency: draft.currency as InternationalTransferRequest['currency'],
        payee,
      };
      return { call, body, quote: { ...body, type: 'INTERNATIONAL' } };
    }
  }
}

/** Reads a draft kept in the browser history; anything else is no draft. */
export function readDraft(value: unknown, type: OrderType): TransferDraft | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const candidate = value as Partial<Record<keyof TransferDraft, unknown>>;
  const empty = createEmptyDraft(type);
  if (candidate.type !== type) {
    return null;
  }
  const keys = Object.keys(empty) as (keyof TransferDraft)[];
  if (!keys.every((key) => typeof candidate[key] === 'string')) {
    return null;
  }
  return candidate as TransferDraft;
}
