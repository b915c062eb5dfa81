/** Storage of the embedded provider (codes, sessions, grants, interactions) in one PostgreSQL table. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { idpPayloads } from '../db/schema/index.ts';

const isLive = (row: { expiresAt: Date | null }, now: number) =>
  row.expiresAt === null || row.expiresAt.getTime() > now;

const toPayload = (row: { payload: Record<string, unknown>; consumedAt: Date | null }): AdapterPayload => ({
  ...(row.payload as AdapterPayload),
  // The provider detects a reused authorization code by this flag.
  ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
});

const createAdapter = (db: AppDb, model: string): Adapter => {
  const findOne = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({
        payload: idpPayloads.payload,
        consumedAt: idpPayloads.consumedAt,
        expiresAt: idpPayloads.expiresAt,
      })
      .from(idpPayloads)
      .where(where)
      .limit(1);
    return row && isLive(row, Date.now()) ? toPayload(row) : undefined;
  };
  return {
    upsert: async (id, payload, expiresIn) => {
      const values = {
        id,
        model,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpPayloads)
        .values(values)
        .onConflictDoUpdate({
          target: [idpPayloads.model, idpPayloads.id],
          set: {
            payload: values.payload,
            grantId: values.grantId,
            userCode: values.userCode,
            uid: values.uid,
            expiresAt: values.expiresAt,
          },
        });
    },
    find: (id) => findOne(and(eq(idpPayloads.model, model), eq(idpPayloads.id, id))),
    findByUid: (uid) => findOne(and(eq(idpPayloads.model, model), eq(idpPayloads.uid, uid))),
    findByUserCode: (userCode) =>
      findOne(and(eq(idpPayloads.model, model), eq(idpPayloads.userCode, userCode))),
    consume: async (id) => {
      await db
        .update(idpPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpPayloads.model, model), eq(idpPayloads.id, id)));
    },
    destroy: async (id) => {
      await db.delete(idpPayloads).where(and(eq(idpPayloads.model, model), eq(idpPayloads.id, id)));
    },
    revokeByGrantId: async (grantId) => {
      await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
    },
  };
};

/** The provider asks for one adapter per model; all share the table. */
export const createAdapterFactory = (db: AppDb) => (model: string) => createAdapter(db, model);

/** Rows past their expiry (the hourly purge job). */
export const purgeExpiredIdpPayloads = async (db: AppDb, now: Date = new Date()): Promise<number> => {
  const deleted = await db
    .delete(idpPayloads)
    .where(lt(idpPayloads.expiresAt, now))
    .returning({ id: idpPayloads.id });
  return deleted.length;
};
