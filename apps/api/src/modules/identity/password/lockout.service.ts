/**
 * Brute-force protection on the account (password, one-time codes, security answers all count):
 * the rules are in @baraka/domain; this applies them to the user row, one transaction at a time.
 */
import {
  getMinutesLeft,
  isLocked,
  LOCKOUT_POLICY,
  type LockoutState,
  recordFailure,
  recordSuccess,
} from '@baraka/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { authFailures, users } from '../../../db/schema/index.ts';

export type AuthFactor = 'password' | 'otp' | 'answer';
export type LockStatus = { isLocked: false } | { isLocked: true; minutesLeft: number };

const HOUR_MS = 60 * 60 * 1000;

const countRecentFailures = async (db: AppDb, userId: string, now: Date): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(authFailures)
    .where(and(eq(authFailures.userId, userId), gt(authFailures.at, new Date(now.getTime() - HOUR_MS))));
  return row?.value ?? 0;
};

const statusOf = (state: LockoutState, now: Date, recent: number): LockStatus => {
  if (!isLocked(state, now, recent)) {
    return { isLocked: false };
  }
  // The hourly cap opens again at the latest an hour after the failures that filled it.
  const minutesLeft = state.lockedUntil && state.lockedUntil > now ? getMinutesLeft(state, now) : 60;
  return { isLocked: true, minutesLeft };
};

export const getLockStatus = async (db: AppDb, clock: Clock, user: LockoutState & { id: string }) => {
  const now = clock.now();
  return statusOf(user, now, await countRecentFailures(db, user.id, now));
};

/** Counts one failure; answers whether the account is now locked. */
export const registerFailure = async (
  db: AppDb,
  clock: Clock,
  userId: string,
  factor: AuthFactor,
): Promise<LockStatus> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        failedAttempts: users.failedAttempts,
        lockouts: users.lockouts,
        lockedUntil: users.lockedUntil,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) {
      return { isLocked: false } as const;
    }
    await tx.insert(authFailures).values({ userId, factor, at: now });
    const next = recordFailure(user, now);
    await tx.update(users).set(next).where(eq(users.id, userId));
    return statusOf(next, now, await countRecentFailures(tx, userId, now));
  });
};

export const registerSuccess = async (db: AppDb, userId: string): Promise<void> => {
  await db.update(users).set(recordSuccess()).where(eq(users.id, userId));
};

/** Failures older than the hour the cap looks at (the hourly purge job). */
export const purgeOldAuthFailures = async (db: AppDb, now: Date = new Date()): Promise<number> => {
  const deleted = await db
    .delete(authFailures)
    .where(lt(authFailures.at, new Date(now.getTime() - HOUR_MS)))
    .returning({ id: authFailures.id });
  return deleted.length;
};

export { LOCKOUT_POLICY };
