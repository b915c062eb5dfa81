import { describe, expect, it } from 'vitest';
import { atmRequestSchema, branchDetailRequestSchema } from './schemas.ts';

describe('locator contracts', () => {
  it('bounds locator requests', () => {
    expect(branchDetailRequestSchema.safeParse({ branchId: '' }).success).toBe(false);
    expect(atmRequestSchema.safeParse({}).success).toBe(true);
  });
});
