/** Choosing a new password (first access, reset): the stated policy, then the hash, then old sessions end. */
import { findPasswordProblems, type PasswordRule } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { insertNotification } from '../../notifications/index.ts';
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
  user: Pick<UserRow, 'id' | 'username' | 'passwordHash' | 'customerId'>,
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
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    // Whoever knew the old password is signed out everywhere (but here, for a signed-in change).
    await revokeUserSessions(tx, user.id, now, 'password-change', keepSessionId);
    // The person hears of it (AUTH), so a change they did not make does not go unnoticed.
    await insertNotification(tx, {
      customerId: user.customerId,
      userId: user.id,
      category: 'AUTH',
      key: 'PASSWORD_CHANGED',
      params: {},
      title: { fr: 'Mot de passe modifié', en: 'Password changed', ar: 'تم تغيير كلمة المرور' },
      content: {
        fr: "Le mot de passe de votre espace a été changé. Si ce n'était pas vous, appelez votre agence.",
        en: 'The password of your space was changed. If it was not you, call your branch.',
        ar: 'تم تغيير كلمة المرور الخاصة بفضائك. إن لم تكن أنت، اتصل بوكالتك.',
      },
      subjectId: null,
      link: '/settings',
      at: now,
    });
  });
  return { status: 'changed' };
};
