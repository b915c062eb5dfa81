import { describe, expect, it } from 'vitest';
import { retryOnConflict, TRANSACTION_ATTEMPTS } from './transaction-retry.ts';

const databaseError = (code: string) => Object.assign(new Error(`database said ${code}`), { code });
const wrapped = (code: string) => new Error('Failed query', { cause: databaseError(code) });

describe('retryOnConflict', () => {
  it('runs a transaction again when the database ended it in a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let attempts = 0;
      const result = await retryOnConflict(async () => {
        attempts += 1;
        if (attempts === 1) {
          throw wrapped(code);
        }
        return 'booked';
      });
      expect([result, attempts]).toEqual(['booked', 2]);
    }
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts, and never retries another error`, async () => {
    let attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts += 1;
        throw wrapped('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);

    attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(1);
  });
});
