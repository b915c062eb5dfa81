/** Reads and writes of the sessions table. */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { bankCustomers, sessions, users } from '../../../db/schema/index.ts';
import type { SessionRecord } from '../../../plugins/session/auth-context.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type { SessionRecord };

export const insertSession = async (db: AppDb, values: NewSession): Promise<SessionRow> => {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) {
    throw new Error('session insert returned nothing');
  }
  return row;
};

/** Every secure call reads its session, user and customer in this one query. */
const sessionByTokenHash = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users, customer: bankCustomers })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .innerJoin(bankCustomers, eq(users.customerId, bankCustomers.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash'),
);

export const findSessionByTokenHash = async (
  db: AppDb,
  tokenHash: string,
): Promise<SessionRecord | undefined> => {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row;
};

export const touchSession = async (db: AppDb, id: string, at: Date): Promise<void> => {
  await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, id));
};

/** Revokes one session if it is still live; answers whether it was. */
export const revokeSession = async (db: AppDb, id: string, at: Date, reason: string): Promise<boolean> => {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
};

export const revokeUserSessions = async (
  db: AppDb,
  userId: string,
  at: Date,
  reason: string,
  keepSessionId?: string,
): Promise<number> => {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
};

/** Sessions past their absolute limit, or revoked a day ago, are of no further use. */
export const purgeExpiredSessions = async (db: AppDb, now: Date = new Date()): Promise<number> => {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id });
  return deleted.length;
};

/** Ends the sessions opened from one device (a device switched off or removed). */
export const revokeDeviceSessions = async (
  db: AppDb,
  userId: string,
  deviceId: string,
  at: Date,
  reason: string,
) => {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
};
