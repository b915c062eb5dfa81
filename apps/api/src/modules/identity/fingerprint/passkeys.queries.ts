/** Reads and writes of the passkeys ("fingerprint") registered by users. */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { passkeys, userDevices } from '../../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const insertPasskey = async (db: AppDb, values: typeof passkeys.$inferInsert): Promise<void> => {
  await db.insert(passkeys).values(values);
};

export const listUserPasskeys = async (db: AppDb, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId));

/** Passkeys whose device is still switched on: a device switched off no longer signs anyone in. */
export const listUsablePasskeys = async (db: AppDb, userId: string): Promise<PasskeyRow[]> => {
  const rows = await db
    .select({ passkey: passkeys, status: userDevices.status })
    .from(passkeys)
    .leftJoin(
      userDevices,
      and(eq(userDevices.userId, passkeys.userId), eq(userDevices.deviceId, passkeys.deviceId)),
    )
    .where(eq(passkeys.userId, userId));
  return rows.filter((row) => row.status !== 'INACTIVE').map((row) => row.passkey);
};

export const findPasskey = async (
  db: AppDb,
  userId: string,
  credentialId: string,
): Promise<PasskeyRow | undefined> => {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
  return row;
};

export const recordPasskeyUse = async (db: AppDb, id: string, counter: number, at: Date): Promise<void> => {
  await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
};

export const deleteDevicePasskeys = async (db: AppDb, userId: string, deviceId: string): Promise<void> => {
  await db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.deviceId, deviceId)));
};

export const listFingerprintDevices = async (db: AppDb, userId: string): Promise<Set<string>> => {
  const rows = await db
    .selectDistinct({ deviceId: sql<string>`${passkeys.deviceId}` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return new Set(rows.map((row) => row.deviceId));
};
