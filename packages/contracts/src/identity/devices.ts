/** Devices of spec §3/§7: the browsers and phones a user signs in from, from the Device header. */
import { z } from 'zod';
import { BOOLEAN_ANSWER, defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';

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

/** The devices calls of spec §7: list, switch on/off, remove, make transactional. */
export const devicesEndpoints = {
  all: defineEndpoint({
    method: 'GET',
    path: 'devices/all',
    area: 'devices',
    summary: "The user's devices, newest sign-in first",
    access: { auth: 'session' },
    answer: listAnswer(deviceSchema),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'devices/delete',
    area: 'devices',
    summary: 'Removes a device (not the one in use); its sessions end',
    access: { auth: 'session' },
    query: deviceIdQuerySchema,
    answer: BOOLEAN_ANSWER,
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: 'devices/updateStatus',
    area: 'devices',
    summary: 'Switches a device on or off; off ends its sessions and its next sign-in asks for a code',
    access: { auth: 'session' },
    body: updateDeviceStatusSchema,
    answer: objectAnswer(deviceSchema),
  }),
  makeTransactional: defineEndpoint({
    method: 'GET',
    path: 'devices/makeTransactional',
    area: 'devices',
    summary: 'Makes a device the one that confirms operations (answers OTP.300 first)',
    description: 'Send the call again with the `challenge-key` header once the code is validated.',
    access: { auth: 'session' },
    effect: 'write',
    mayChallenge: true,
    query: deviceIdQuerySchema,
    answer: objectAnswer(deviceSchema),
  }),
};
