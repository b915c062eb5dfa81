/** The user's own profile changes: contact details without a code, the favourite account. */
import type { UpdateUserInfoInput, UserProfile } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount } from '../accounts/index.ts';
import { findUserById, toUserProfile } from '../identity/index.ts';

export async function readProfile(db: AppDb, userId: string): Promise<UserProfile> {
  const record = await findUserById(db, userId);
  if (!record) {
    throw new AppError('NOT_FOUND');
  }
  return toUserProfile(record);
}

export async function updateUserInfo(db: AppDb, auth: AuthContext, input: UpdateUserInfoInput) {
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length > 0) {
    await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, auth.userId));
  }
  return readProfile(db, auth.userId);
}

export async function updateFavoriteAccount(db: AppDb, auth: AuthContext, accountId: string) {
  const account = await getVisibleAccount(db, auth, accountId);
  await db
    .update(users)
    .set({ favouriteRib: account.rib, updatedAt: sql`now()` })
    .where(eq(users.id, auth.userId));
  return readProfile(db, auth.userId);
}
