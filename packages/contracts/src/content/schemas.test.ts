import { describe, expect, it } from 'vitest';
import { bankHolidaysQuerySchema } from './schemas.ts';

describe('content contracts', () => {
  it('bounds holiday requests', () => {
    expect(bankHolidaysQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(bankHolidaysQuerySchema.safeParse({ from: '2026-12-01', to: '2027-03-01' }).success).toBe(true);
  });
});
