/** Reads and writes of users with their bank customer. */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { bankCustomers, users } from '../../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof bankCustomers.$inferSelect;
export type UserRecord = { user: UserRow; customer: CustomerRow };

const selectUserRecords = (db: AppDb) =>
  db
    .select({ user: users, customer: bankCustomers })
    .from(users)
    .innerJoin(bankCustomers, eq(users.customerId, bankCustomers.id));

export const findUserById = async (db: AppDb, id: string): Promise<UserRecord | undefined> => {
  // A provider subject that is not a UUID cannot be one of ours; asking would be a SQL error.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    return undefined;
  }
  const [row] = await selectUserRecords(db).where(eq(users.id, id));
  return row;
};

export const findUserByUsername = async (db: AppDb, username: string): Promise<UserRecord | undefined> => {
  const [row] = await selectUserRecords(db).where(eq(users.username, username.trim().toLowerCase()));
  return row;
};

export const recordConnexion = async (db: AppDb, userId: string, at: Date): Promise<void> => {
  await db.update(users).set({ lastConnexionDate: at, updatedAt: sql`now()` }).where(eq(users.id, userId));
};

export const updateUserLanguage = async (db: AppDb, userId: string, language: string): Promise<void> => {
  await db.update(users).set({ language, updatedAt: sql`now()` }).where(eq(users.id, userId));
};
