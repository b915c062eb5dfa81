/**
 * Checks a username and password for the provider's sign-in page. The answer never says which of
 * the two was wrong, and an unknown username costs the same time as a wrong password.
 */
import type { AppDb } from '../../db/client.ts';
import { findUserByUsername, type UserRecord } from '../users/users.queries.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from './password-hash.ts';

export type CredentialCheck = { status: 'valid'; record: UserRecord } | { status: 'invalid' };

/** Whether this user may sign in at all: active, not removed, customer not blocked. */
export const canSignIn = ({ user, customer }: UserRecord): boolean =>
  user.status === 'ACTIVE' && !user.removed && customer.status !== 'BLOCKED' && !user.isDemo;

export const checkCredentials = async (
  db: AppDb,
  username: string,
  password: string,
): Promise<CredentialCheck> => {
  const record = await findUserByUsername(db, username);
  const isMatch = await verifyPassword(password, record?.user.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!record || !isMatch || !canSignIn(record)) {
    return { status: 'invalid' };
  }
  return { status: 'valid', record };
};
