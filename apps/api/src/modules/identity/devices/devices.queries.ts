/** Reads and writes of the devices a user signs in from. */
import type { DeviceDescriptor } from '@baraka/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { userDevices } from '../../../db/schema/index.ts';

export type DeviceRow = typeof userDevices.$inferSelect;

export const findUserDevice = async (
  db: AppDb,
  userId: string,
  deviceId: string,
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
  return row;
};

/** A device is known once a sign-in from it was confirmed and it was not switched off since. */
export const isKnownDevice = async (db: AppDb, userId: string, deviceId: string | null): Promise<boolean> => {
  if (!deviceId) {
    return false;
  }
  const device = await findUserDevice(db, userId, deviceId);
  return device?.status === 'ACTIVE';
};

/**
 * Records a confirmed sign-in from this device (and switches it back on); `place` is where it came
 * from (a country code or LOCAL), kept instead of the address.
 */
export const recordDeviceSignIn = async (
  db: AppDb,
  userId: string,
  device: DeviceDescriptor,
  at: Date,
  place: string | null,
) => {
  const values = {
    lastPlace: place,
    deviceType: device.deviceType,
    os: device.os,
    osVersion: device.version,
    appVersion: device.appVersion,
    platform: device.platform,
    status: 'ACTIVE',
    lastConnexionAt: at,
    lastModifiedAt: at,
  };
  await db
    .insert(userDevices)
    .values({ userId, deviceId: device.deviceId, createdAt: at, ...values })
    .onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceId], set: values });
};

export const listUserDevices = async (db: AppDb, userId: string): Promise<DeviceRow[]> =>
  db
    .select()
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastConnexionAt), desc(userDevices.createdAt));

export const findOwnDevice = async (
  db: AppDb,
  userId: string,
  id: string,
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.id, id)));
  return row;
};

export const updateDevice = async (
  db: AppDb,
  id: string,
  values: Partial<typeof userDevices.$inferInsert>,
) => {
  await db.update(userDevices).set(values).where(eq(userDevices.id, id));
};

export const deleteDevice = async (db: AppDb, id: string): Promise<void> => {
  await db.delete(userDevices).where(eq(userDevices.id, id));
};

/** One device confirms operations: making one transactional takes the role from the others. */
export const setTransactionalDevice = async (
  db: AppDb,
  userId: string,
  id: string,
  at: Date,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .update(userDevices)
      .set({ transactional: false, lastModifiedAt: at })
      .where(and(eq(userDevices.userId, userId), eq(userDevices.transactional, true)));
    await tx
      .update(userDevices)
      .set({ transactional: true, lastModifiedAt: at })
      .where(eq(userDevices.id, id));
  });
};
