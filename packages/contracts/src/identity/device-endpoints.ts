/** The calls about a user's devices: the devices list and the fingerprint (passkey) sign-in. */

import { BOOLEAN_ANSWER, defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import { loginContinueResultSchema } from './auth.ts';
import { challengeSchema, continueResultSchema } from './challenges.ts';
import { deviceIdQuerySchema, deviceSchema, updateDeviceStatusSchema } from './devices.ts';
import {
  fingerprintActivateSchema,
  fingerprintEnrolmentSchema,
  fingerprintLoginSchema,
  fingerprintValidateSchema,
} from './fingerprint.ts';

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

/**
 * The fingerprint calls of spec §7: enrolment (GET secure/api/user/generateFingerPin, POST
 * secure/fingerPrint/challenge/activate, FIP.601) and sign-in (POST loginFingerPrint, POST
 * fingerPrint/challenge/validateAndContinue, FIP.600).
 */
export const fingerprintEndpoints = {
  enrolment: defineEndpoint({
    method: 'GET',
    path: 'secure/api/user/generateFingerPin',
    area: 'fingerprint',
    summary: 'Starts enrolling a fingerprint (passkey) on the device in use (FIP.601)',
    access: { auth: 'session' },
    effect: 'write',
    answer: objectAnswer(fingerprintEnrolmentSchema),
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: 'secure/fingerPrint/challenge/activate',
    area: 'fingerprint',
    summary: "Registers the device's new passkey",
    access: { auth: 'session' },
    body: fingerprintActivateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  /** Never answers 200: the passkey challenge comes back as a challenge error (FIP.600), or FIP.601. */
  login: defineEndpoint({
    method: 'POST',
    path: 'loginFingerPrint',
    area: 'fingerprint',
    summary:
      'Starts a fingerprint sign-in: answers FIP.600 with the passkey challenge (FIP.601 when none is enrolled)',
    access: { auth: 'public' },
    body: fingerprintLoginSchema,
    answer: objectAnswer(challengeSchema),
    mayChallenge: true,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: 'fingerPrint/challenge/validateAndContinue',
    area: 'fingerprint',
    summary: "Checks the passkey's signature and opens the session",
    access: { auth: 'optional' },
    body: fingerprintValidateSchema,
    answer: objectAnswer(loginContinueResultSchema),
    mayChallenge: true,
  }),
};
