import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getLockSeconds,
  isLocked,
  LOCKOUT_POLICY,
  type LockoutState,
  recordFailure,
  recordSuccess,
} from './lockout-policy.ts';

const now = new Date('2026-03-02T08:00:00Z');
const fresh: LockoutState = recordSuccess();

const failTimes = (state: LockoutState, times: number): LockoutState =>
  Array.from({ length: times }).reduce<LockoutState>((current) => recordFailure(current, now), state);

describe('lockout policy', () => {
  it('locks on the fifth consecutive failure, not before', () => {
    expect(isLocked(failTimes(fresh, 4), now)).toBe(false);
    const locked = failTimes(fresh, 5);
    expect(isLocked(locked, now)).toBe(true);
    expect(isLocked(locked, new Date(now.getTime() + 60_000))).toBe(false);
  });

  it('makes each lock longer than the one before, up to a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (lock) => {
        expect(getLockSeconds(lock + 1)).toBeGreaterThanOrEqual(getLockSeconds(lock));
        expect(getLockSeconds(lock)).toBeLessThanOrEqual(LOCKOUT_POLICY.maxLockSeconds);
      }),
    );
    expect([1, 2, 3].map(getLockSeconds)).toEqual([60, 120, 240]);
  });

  it('forgets the streak after a success', () => {
    expect(recordSuccess()).toEqual({ failedAttempts: 0, lockouts: 0, lockedUntil: null });
  });

  it('locks at 100 failures in the hour whatever the streak', () => {
    expect(isLocked(fresh, now, 99)).toBe(false);
    expect(isLocked(fresh, now, 100)).toBe(true);
  });
});
