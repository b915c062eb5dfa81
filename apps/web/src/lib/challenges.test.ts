import { describe, expect, it } from 'vitest';
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

describe('the challenge an operation answers', () => {
  it('reads it from a 403, keeping what the operation adds (the quote its code confirms)', () => {
    const quote = { amount: '150.000', currency: 'TND' };
    expect(readChallenge(refusal(403, { ...OTP_CHALLENGE, quote }))).toEqual({ ...OTP_CHALLENGE, quote });
  });

  it('is none for another status, another shape or another error', () => {
    expect(readChallenge(refusal(422, OTP_CHALLENGE))).toBeNull();
    expect(readChallenge(refusal(403, { ...OTP_CHALLENGE, step: 'UNKNOWN' }))).toBeNull();
    expect(readChallenge(refusal(403, null))).toBeNull();
    expect(readChallenge(new Error('offline'))).toBeNull();
  });
});
