/** Reads and writes of the challenges table. */
import { and, eq, lt, or } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { challenges } from '../../../db/schema/index.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;
export type ChallengeUpdate = Partial<Omit<NewChallenge, 'id' | 'keyHash' | 'userId'>>;

export const insertChallenge = async (db: AppDb, values: NewChallenge): Promise<ChallengeRow> => {
  const [row] = await db.insert(challenges).values(values).returning();
  if (!row) {
    throw new Error('challenge insert returned nothing');
  }
  return row;
};

export const findChallengeByKeyHash = async (
  db: AppDb,
  keyHash: string,
): Promise<ChallengeRow | undefined> => {
  const [row] = await db.select().from(challenges).where(eq(challenges.keyHash, keyHash));
  return row;
};

export const findPendingChallenge = async (
  db: AppDb,
  filter: { sessionId: string; operation: string; now: Date },
): Promise<ChallengeRow | undefined> => {
  const [row] = await db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.sessionId, filter.sessionId),
        eq(challenges.operation, filter.operation),
        eq(challenges.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row && row.expiresAt > filter.now ? row : undefined;
};

/** Updates a challenge only while it is still pending: two concurrent answers cannot both win. */
export const updatePendingChallenge = async (
  db: AppDb,
  id: string,
  values: ChallengeUpdate,
): Promise<ChallengeRow | undefined> => {
  const [row] = await db
    .update(challenges)
    .set(values)
    .where(and(eq(challenges.id, id), eq(challenges.status, 'PENDING')))
    .returning();
  return row;
};

/** A verified challenge is used once: this claims it. */
export const consumeVerifiedChallenge = async (db: AppDb, id: string, at: Date): Promise<boolean> => {
  const rows = await db
    .update(challenges)
    .set({ status: 'COMPLETED', completedAt: at })
    .where(and(eq(challenges.id, id), eq(challenges.status, 'VERIFIED')))
    .returning({ id: challenges.id });
  return rows.length > 0;
};

export const failChallenge = async (db: AppDb, id: string, at: Date): Promise<void> => {
  await db.update(challenges).set({ status: 'FAILED', completedAt: at }).where(eq(challenges.id, id));
};

export const purgeExpiredChallenges = async (db: AppDb, now: Date = new Date()): Promise<number> => {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(challenges)
    .where(
      or(
        lt(challenges.expiresAt, dayAgo),
        and(lt(challenges.expiresAt, now), eq(challenges.status, 'PENDING')),
      ),
    )
    .returning({ id: challenges.id });
  return deleted.length;
};
