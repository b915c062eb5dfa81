import { CHALLENGE_HTTP_STATUS } from '@baraka/contracts/shared/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { readChallenge } from './challenges';

const OTP_CHALLENGE = {
  challengeKey: 'k'.repeat(32),
  step: 'OTP.300',
  serviceName: 'TRANSFER',
  processName: 'CREATE',
  channel: 'SMS',
  maskedDestination: '** ** 34 56',
  expiresAt: '2026-01-05T10:05:00.000Z',
  resendAvailableAt: '2026-01-05T10:00:30.000Z',
  attemptsLeft: 5,
  termsVersion: null,
  question: null,
  questions: null,
  hasFallback: false,
  publicKey: null,
};

const refusal = (httpStatus: number, details: unknown) =>
  new ApiError({
    code: 'OTP.300',
    message: 'code required',
    messageType: 'WARNING',
    fieldErrors: [],
    httpStatus,
    requestId: null,
    details,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the challenge an operation answers', () => {
  it('reads it from a 202 answer, keeping what the operation adds (the quote its code confirms)', () => {
    const quote = { amount: '150.000', currency: 'TND' };
    expect(readChallenge(refusal(CHALLENGE_HTTP_STATUS, { ...OTP_CHALLENGE, quote }))).toEqual({
      ...OTP_CHALLENGE,
      quote,
    });
  });

  it('comes through the API client: a 202 envelope with the step code is thrown, not returned', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', onLine: true });
    const envelope = {
      header: { statusCode: 'OTP.300', errorMsg: null, key: null, description: null, messageType: 'WARNING' },
      body: { type: 'OBJECT_RESPONSE', result: OTP_CHALLENGE },
    };
    vi.stubGlobal('fetch', async () => Response.json(envelope, { status: CHALLENGE_HTTP_STATUS }));
    const caught = await apiRequest('transfer/withinBankTransfer', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(readChallenge(caught)).toEqual(OTP_CHALLENGE);
    // A step to answer, not a refusal (403) nor a client error the queries would give up on.
    expect(caught).toMatchObject({
      httpStatus: CHALLENGE_HTTP_STATUS,
      isChallenge: true,
      isClientError: false,
    });
  });

  it('is none for a refusal (403), another status, another shape or another error', () => {
    expect(readChallenge(refusal(403, OTP_CHALLENGE))).toBeNull();
    expect(readChallenge(refusal(422, OTP_CHALLENGE))).toBeNull();
    expect(readChallenge(refusal(CHALLENGE_HTTP_STATUS, { ...OTP_CHALLENGE, step: 'UNKNOWN' }))).toBeNull();
    expect(readChallenge(refusal(CHALLENGE_HTTP_STATUS, null))).toBeNull();
    expect(readChallenge(new Error('offline'))).toBeNull();
  });
});
