/**
 * Checks a username and password for the provider's sign-in page. The answer never says which of
 * the two was wrong, an unknown username costs the same time as a wrong password, and failures
 * count towards the account's lock-out.
 */
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { findUserByUsername, type UserRecord } from '../users/users.queries.ts';
import { getLockStatus, registerFailure, registerSuccess } from './lockout.service.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from './password-hash.ts';

export type CredentialCheck =
  | { status: 'valid'; record: UserRecord }
  | { status: 'invalid' }
  | { status: 'locked'; minutesLeft: number };

/** Whether this user may sign in at all: active, not removed, customer not blocked. */
export const canSignIn = ({ user, customer }: UserRecord): boolean =>
  user.status === 'ACTIVE' && !user.removed && customer.status !== 'BLOCKED' && !user.isDemo;

export const checkCredentials = async (
  db: AppDb,
  clock: Clock,
  username: string,
  password: string,
): Promise<CredentialCheck> => {
  const record = await findUserByUsername(db, username);
  if (record) {
    const lock = await getLockStatus(db, clock, record.user);
    if (lock.isLocked) {
      // Same work as a real check, so a locked account answers no faster than any other.
      await verifyPassword(password, UNUSABLE_PASSWORD_HASH);
      return { status: 'locked', minutesLeft: lock.minutesLeft };
    }
  }
  const isMatch = await verifyPassword(password, record?.user.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!record) {
    return { status: 'invalid' };
  }
  if (!isMatch) {
    const lock = await registerFailure(db, clock, record.user.id, 'password');
    return lock.isLocked ? { status: 'locked', minutesLeft: lock.minutesLeft } : { status: 'invalid' };
  }
  if (!canSignIn(record)) {
    return { status: 'invalid' };
  }
  await registerSuccess(db, record.user.id);
  return { status: 'valid', record };
};
