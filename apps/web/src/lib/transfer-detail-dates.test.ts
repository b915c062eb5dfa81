import { describe, expect, it } from 'vitest';
import { formatDateTime } from './transfer-detail-dates';

describe('formatDateTime', () => {
  it('writes the instant in Tunis time with Latin digits', () => {
    expect(formatDateTime('2026-11-02T08:00:00.000Z', 'fr')).toBe('2 nov. 2026, 09:00');
    expect(formatDateTime('2026-11-02T08:00:00.000Z', 'ar')).toMatch(/09:00/);
  });
});
