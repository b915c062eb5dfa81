/** Devices of spec §3/§7: the browsers and phones a user signs in from, from the Device header. */
import { z } from 'zod';

export const DEVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const deviceSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  deviceType: z.string(),
  os: z.string(),
  osVersion: z.string(),
  appVersion: z.string(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  lastConnexionDate: z.string().nullable(),
  deviceStatusEnum: z.enum(DEVICE_STATUSES),
  customerNumber: z.string(),
  username: z.string(),
  platform: z.enum(['MOB', 'WEB']),
  channel: z.enum(['MOB', 'WEB']),
  enabled: z.boolean(),
  transactional: z.boolean(),
  /** The device this call comes from. */
  isCurrent: z.boolean(),
  /** A passkey ("fingerprint") was registered from it. */
  hasFingerprint: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceIdQuerySchema = z.object({ id: z.uuid() });

export const updateDeviceStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(DEVICE_STATUSES),
});
