/** Choosing a new password (first access, reset): the stated policy, then the hash, then old sessions end. */
import { findPasswordProblems, type PasswordRule } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { revokeUserSessions } from '../session/sessions.queries.ts';
import type { UserRow } from '../users/users.queries.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export type PasswordChange =
  | { status: 'changed' }
  | { status: 'rules'; rules: PasswordRule[] }
  | { status: 'mismatch' }
  | { status: 'same' };

export const changePassword = async (
  db: AppDb,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'username' | 'passwordHash'>,
  input: { newPassword: string; confirmPassword: string },
  /** The session to keep (a signed-in change); every other session of the user ends. */
  keepSessionId?: string,
): Promise<PasswordChange> => {
  const rules = findPasswordProblems(input.newPassword, user.username);
  if (rules.length > 0) {
    return { status: 'rules', rules };
  }
  if (input.newPassword !== input.confirmPassword) {
    return { status: 'mismatch' };
  }
  if (await verifyPassword(input.newPassword, user.passwordHash)) {
    return { status: 'same' };
  }
  const now = clock.now();
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: now,
      mustChangePassword: false,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id));
  // Whoever knew the old password is signed out everywhere (but here, for a signed-in change).
  await revokeUserSessions(db, user.id, now, 'password-change', keepSessionId);
  return { status: 'changed' };
};
