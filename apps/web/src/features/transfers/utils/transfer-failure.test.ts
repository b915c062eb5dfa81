import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../../lib/api-error';
import { classifyTransferFailure } from './transfer-failure';

const apiError = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    code: 'COMMON.UNPROCESSABLE',
    message: 'refused',
    messageType: 'ERROR',
    fieldErrors: [],
    httpStatus: 422,
    requestId: null,
    ...init,
  });

describe('what went wrong with a transfer call', () => {
  it('puts field refusals on the form’s fields', () => {
    const error = apiError({
      code: 'min',
      httpStatus: 400,
      fieldErrors: [{ field: 'amount', key: 'min', params: { min: '1.000', currency: 'TND' } }],
    });
    expect(classifyTransferFailure(error)).toEqual({
      kind: 'fields',
      problems: { amount: { key: 'min', params: { min: '1.000', currency: 'TND' } } },
    });
    expect(classifyTransferFailure(apiError({ code: 'TRANSFER.PAYEE_NAME_MISMATCH' }))).toEqual({
      kind: 'fields',
      problems: { payeeName: { key: 'payeeNameMismatch' } },
    });
    expect(classifyTransferFailure(apiError({ code: 'TRANSFER.PAYEE_UNKNOWN' }))).toMatchObject({
      problems: { rib: { key: 'payeeUnknown' } },
    });
  });

  it('tells the balance and the daily limit, with what is left', () => {
    expect(classifyTransferFailure(apiError({ code: 'LEDGER.INSUFFICIENT_FUNDS' }))).toEqual({
      kind: 'insufficientFunds',
    });
    const daily = apiError({
      code: 'TRANSFER.DAILY_LIMIT_EXCEEDED',
      details: {
        dailyLimit: '30000.000',
        usedToday: '29900.000',
        remainingToday: '100.000',
        currency: 'TND',
      },
    });
    expect(classifyTransferFailure(daily)).toEqual({
      kind: 'dailyLimit',
      dailyLimit: '30000.000',
      remainingToday: '100.000',
      currency: 'TND',
    });
  });

  it('tells a code voided by a change (410) from a refusal of the right', () => {
    expect(classifyTransferFailure(apiError({ code: 'CHALLENGE.EXPIRED', httpStatus: 410 })).kind).toBe(
      'voided',
    );
    expect(classifyTransferFailure(apiError({ code: 'COMMON.FORBIDDEN', httpStatus: 403 })).kind).toBe(
      'forbidden',
    );
    expect(classifyTransferFailure(apiError({ code: 'COMMON.DEMO_MODE', httpStatus: 403 })).kind).toBe(
      'demo',
    );
  });

  it('treats a lost answer, a server failure or a booking still running as safe to send again', () => {
    const offline = apiError({ code: 'COMMON.NO_INTERNET_CONNECTION', httpStatus: 0 });
    expect(classifyTransferFailure(offline).kind).toBe('interrupted');
    expect(
      classifyTransferFailure(apiError({ code: 'COMMON.DEFAULT_ERROR_MSG', httpStatus: 500 })).kind,
    ).toBe('interrupted');
    expect(classifyTransferFailure(apiError({ code: 'IDEMPOTENCY.IN_PROGRESS', httpStatus: 409 })).kind).toBe(
      'interrupted',
    );
    expect(classifyTransferFailure(new TypeError('Failed to fetch')).kind).toBe('interrupted');
  });

  it('keeps the server’s words for anything else', () => {
    expect(classifyTransferFailure(apiError({ code: 'COMMON.CONFLICT', httpStatus: 409 }))).toEqual({
      kind: 'other',
      message: 'refused',
    });
  });
});
