/**
 * Managing the devices a user signs in from (spec §4): switching one off or removing it ends its
 * sessions and makes the next sign-in from it ask for a code again; making one "transactional"
 * (the device that confirms operations) needs a one-time code.
 */
import type { Device } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../../db/client.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import type { ChallengeDeps } from '../challenges/challenge.service.ts';
import { requireStrongAuthentication } from '../challenges/strong-auth.ts';
import { deleteDevicePasskeys, listFingerprintDevices } from '../fingerprint/passkeys.queries.ts';
import { revokeDeviceSessions } from '../session/sessions.queries.ts';
import {
  type DeviceRow,
  deleteDevice,
  findOwnDevice,
  listUserDevices,
  setTransactionalDevice,
  updateDevice,
} from './devices.queries.ts';

const toPlatform = (value: string): 'MOB' | 'WEB' => (value === 'MOB' ? 'MOB' : 'WEB');

const toDevice = (
  row: DeviceRow,
  auth: AuthContext,
  fingerprints: ReadonlySet<string> = new Set(),
): Device => ({
  id: row.id,
  deviceId: row.deviceId,
  deviceType: row.deviceType,
  os: row.os,
  osVersion: row.osVersion,
  appVersion: row.appVersion,
  createdDate: row.createdAt.toISOString(),
  lastModifiedDate: row.lastModifiedAt.toISOString(),
  lastConnexionDate: row.lastConnexionAt?.toISOString() ?? null,
  deviceStatusEnum: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  customerNumber: auth.record.customer.customerNumber,
  username: auth.username,
  platform: toPlatform(row.platform),
  channel: toPlatform(row.platform),
  enabled: row.status === 'ACTIVE',
  transactional: row.transactional,
  isCurrent: row.deviceId === auth.record.session.deviceId,
  hasFingerprint: fingerprints.has(row.deviceId),
  lastPlace: row.lastPlace,
});

export const listDevices = async (db: AppDb, auth: AuthContext): Promise<Device[]> => {
  const fingerprints = await listFingerprintDevices(db, auth.userId);
  return (await listUserDevices(db, auth.userId)).map((row) => toDevice(row, auth, fingerprints));
};

const findDeviceOrFail = async (db: AppDb, auth: AuthContext, id: string): Promise<DeviceRow> => {
  const row = await findOwnDevice(db, auth.userId, id);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such device' });
  }
  return row;
};

const refuseCurrent = (row: DeviceRow, auth: AuthContext, what: string) => {
  if (row.deviceId === auth.record.session.deviceId) {
    throw new AppError('CONFLICT', { message: `The device in use cannot be ${what}` });
  }
};

export const changeDeviceStatus = async (
  db: AppDb,
  now: Date,
  auth: AuthContext,
  input: { id: string; status: 'ACTIVE' | 'INACTIVE' },
): Promise<Device> => {
  const row = await findDeviceOrFail(db, auth, input.id);
  if (input.status === 'INACTIVE') {
    refuseCurrent(row, auth, 'switched off');
    await revokeDeviceSessions(db, auth.userId, row.deviceId, now, 'device-off');
  }
  const transactional = input.status === 'INACTIVE' ? false : row.transactional;
  await updateDevice(db, row.id, { status: input.status, transactional, lastModifiedAt: now });
  return toDevice({ ...row, status: input.status, transactional, lastModifiedAt: now }, auth);
};

export const removeDevice = async (db: AppDb, now: Date, auth: AuthContext, id: string): Promise<void> => {
  const row = await findDeviceOrFail(db, auth, id);
  refuseCurrent(row, auth, 'removed');
  await revokeDeviceSessions(db, auth.userId, row.deviceId, now, 'device-removed');
  // A removed device's fingerprint no longer signs anyone in.
  await deleteDevicePasskeys(db, auth.userId, row.deviceId);
  await deleteDevice(db, row.id);
};

export const makeDeviceTransactional = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<Device> => {
  const row = await findDeviceOrFail(deps.db, auth, id);
  if (row.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', { message: 'Switch the device on first' });
  }
  await requireStrongAuthentication(deps, request, {
    operation: 'device.makeTransactional',
    serviceName: 'DEVICES',
    processName: 'UPDATE',
    payload: { deviceId: row.id },
    action: {
      fr: `la confirmation des opérations sur l'appareil ${row.os} ${row.deviceType}`,
      en: `confirming operations on the ${row.os} ${row.deviceType} device`,
      ar: `تأكيد العمليات على الجهاز ${row.os} ${row.deviceType}`,
    },
  });
  const now = deps.clock.now();
  await setTransactionalDevice(deps.db, auth.userId, row.id, now);
  return toDevice({ ...row, transactional: true, lastModifiedAt: now }, auth);
};
