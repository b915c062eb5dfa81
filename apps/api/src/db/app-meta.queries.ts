/** Reads and writes of the app_meta key/value table. */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from './client.ts';
import { appMeta } from './schema/index.ts';

export const getMeta = async (db: AppDb, key: string): Promise<string | undefined> => {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
};

export const setMeta = async (db: AppDb, key: string, value: string, expiresAt: Date | null = null) => {
  await db
    .insert(appMeta)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, expiresAt, updatedAt: sql`now()` } });
};

/** Deletes the rows whose expiry has passed; answers how many went. */
export const purgeExpiredMeta = async (db: AppDb, now: Date = new Date()): Promise<number> => {
  const deleted = await db
    .delete(appMeta)
    .where(and(isNotNull(appMeta.expiresAt), lt(appMeta.expiresAt, now)))
    .returning({ key: appMeta.key });
  return deleted.length;
};
