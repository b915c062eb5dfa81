/**
 * What went wrong with a transfer call, in the terms the page explains it: a field to correct,
 * the balance, the day's limit, a permission, a code that no longer applies, or a lost answer
 * that may be asked again with the same idempotency key.
 */
import { ERROR_CODES } from '@baraka/contracts/shared/errors';
import { TRANSFER_ERROR_CODES } from '@baraka/contracts/transfers/config';
import { ApiError } from '../../../lib/api-error';
import { type DraftProblems, toDraftField } from './draft-validation';

export type TransferFailure =
  | { kind: 'fields'; problems: DraftProblems }
  | { kind: 'insufficientFunds' }
  | { kind: 'dailyLimit'; dailyLimit: string; remainingToday: string; currency: string }
  | { kind: 'forbidden' }
  | { kind: 'demo' }
  | { kind: 'accountInactive' }
  /** 410: the code was given for another amount, currency or payee, or was already spent. */
  | { kind: 'voided' }
  /** No answer, or the server failed: the same call, same key, may be sent again safely. */
  | { kind: 'interrupted'; message: string }
  | { kind: 'other'; message: string };

const readText = (details: unknown, name: string): string => {
  const value =
    typeof details === 'object' && details !== null && name in details
      ? Reflect.get(details, name)
      : undefined;
  return typeof value === 'string' ? value : '';
};

function readFieldProblems(error: ApiError): DraftProblems {
  const problems: DraftProblems = {};
  for (const fieldError of error.fieldErrors) {
    const field = toDraftField(fieldError.field);
    if (field && !problems[field]) {
      problems[field] = { key: fieldError.key, ...(fieldError.params ? { params: fieldError.params } : {}) };
    }
  }
  return problems;
}

export function classifyTransferFailure(error: unknown): TransferFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'interrupted', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.fieldErrors.length > 0) {
    const problems = readFieldProblems(error);
    if (Object.keys(problems).length > 0) {
      return { kind: 'fields', problems };
    }
  }
  switch (error.code) {
    case ERROR_CODES.INSUFFICIENT_FUNDS.code:
      return { kind: 'insufficientFunds' };
    case TRANSFER_ERROR_CODES.DAILY_LIMIT_EXCEEDED.code:
      return {
        kind: 'dailyLimit',
        dailyLimit: readText(error.details, 'dailyLimit'),
        remainingToday: readText(error.details, 'remainingToday'),
        currency: readText(error.details, 'currency') || 'TND',
      };
    case TRANSFER_ERROR_CODES.PAYEE_UNKNOWN.code:
      return { kind: 'fields', problems: { rib: { key: 'payeeUnknown' } } };
    case TRANSFER_ERROR_CODES.PAYEE_NAME_MISMATCH.code:
      return { kind: 'fields', problems: { payeeName: { key: 'payeeNameMismatch' } } };
    case ERROR_CODES.FORBIDDEN.code:
      return { kind: 'forbidden' };
    case ERROR_CODES.DEMO_MODE.code:
      return { kind: 'demo' };
    case ERROR_CODES.ACCOUNT_INACTIVE.code:
      return { kind: 'accountInactive' };
    case ERROR_CODES.CHALLENGE_EXPIRED.code:
      return { kind: 'voided' };
    case ERROR_CODES.IDEMPOTENCY_IN_PROGRESS.code:
      return { kind: 'interrupted', message: error.message };
  }
  if (error.httpStatus === 0 || error.isServerError) {
    return { kind: 'interrupted', message: error.message };
  }
  return { kind: 'other', message: error.message };
}
