/** Devices of spec §3/§7: the browsers and phones a user signs in from, from the Device header. */
import { z } from 'zod';

export const DEVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A sign-in from a private or loopback address: a local network, no country. */
export const DEVICE_LOCAL_PLACE = 'LOCAL';

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
  /**
   * Where the last sign-in came from, approximately: an ISO 3166 country code, LOCAL for a private
   * network, null when unknown.
   */
  lastPlace: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal(DEVICE_LOCAL_PLACE)]).nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceIdQuerySchema = z.object({ id: z.uuid() });

export const updateDeviceStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(DEVICE_STATUSES),
});
