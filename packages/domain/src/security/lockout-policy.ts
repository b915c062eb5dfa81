/**
 * Brute-force protection: 5 consecutive failures (password or one-time code) lock the account,
 * each lock lasting twice as long as the one before (1 min, 2, 4... up to 24 h); at most 100
 * failures an hour whatever happens. A success clears the streak.
 */

export const LOCKOUT_POLICY = {
  threshold: 5,
  firstLockSeconds: 60,
  maxLockSeconds: 24 * 60 * 60,
  hourlyCap: 100,
} as const;

export type LockoutState = {
  /** Consecutive failures since the last success or lock. */
  failedAttempts: number;
  /** Locks in a row; the next lock lasts longer. */
  lockouts: number;
  lockedUntil: Date | null;
};

export function getLockSeconds(lockNumber: number): number {
  const doubled = LOCKOUT_POLICY.firstLockSeconds * 2 ** Math.max(0, lockNumber - 1);
  return Math.min(doubled, LOCKOUT_POLICY.maxLockSeconds);
}

export function isLocked(state: LockoutState, now: Date, failuresLastHour = 0): boolean {
  return (
    (state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime()) ||
    failuresLastHour >= LOCKOUT_POLICY.hourlyCap
  );
}

/** The state after one more failure at `now`. */
export function recordFailure(state: LockoutState, now: Date): LockoutState {
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts < LOCKOUT_POLICY.threshold) {
    return { ...state, failedAttempts };
  }
  const lockouts = state.lockouts + 1;
  return {
    failedAttempts: 0,
    lockouts,
    lockedUntil: new Date(now.getTime() + getLockSeconds(lockouts) * 1000),
  };
}

export function recordSuccess(): LockoutState {
  return { failedAttempts: 0, lockouts: 0, lockedUntil: null };
}

/** Whole minutes left (at least 1) before a locked account opens again. */
export function getMinutesLeft(state: LockoutState, now: Date): number {
  const left = (state.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return Math.max(1, Math.ceil(left / 60_000));
}
