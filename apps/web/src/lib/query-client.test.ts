import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

function createError(httpStatus: number, code = 'COMMON.X'): ApiError {
  return new ApiError({
    code,
    message: code,
    messageType: 'ERROR',
    fieldErrors: [],
    httpStatus,
    requestId: null,
  });
}

describe('shouldRetry', () => {
  it('never retries a 4xx answer: asking again gives the same answer', () => {
    expect(shouldRetry(0, createError(400))).toBe(false);
    expect(shouldRetry(0, createError(404))).toBe(false);
  });

  it('never retries a challenge step (202): it would only open another challenge', () => {
    expect(shouldRetry(0, createError(202, 'SEQ-406'))).toBe(false);
  });

  it('retries server errors and network failures twice', () => {
    expect(shouldRetry(0, createError(503))).toBe(true);
    expect(shouldRetry(1, createError(0, 'COMMON.NO_INTERNET_CONNECTION'))).toBe(true);
    expect(shouldRetry(2, createError(500))).toBe(false);
  });

  it('does not retry a cancelled request', () => {
    expect(shouldRetry(0, new DOMException('cancelled', 'AbortError'))).toBe(false);
  });
});
