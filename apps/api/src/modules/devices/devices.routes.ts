/** Devices calls of spec §7: GET devices/all, DELETE devices/delete, POST devices/updateStatus, GET devices/makeTransactional. */
import {
  booleanEnvelope,
  deviceIdQuerySchema,
  deviceSchema,
  listEnvelope,
  objectEnvelope,
  updateDeviceStatusSchema,
} from '@baraka/contracts';
import { bool, list, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { defineModule } from '../module.ts';
import { changeDeviceStatus, listDevices, makeDeviceTransactional, removeDevice } from './devices.service.ts';

const TAGS = ['devices'];
const session = { access: { auth: 'session' } } as const;

export const devicesModule = defineModule('devices', async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/devices/all',
    {
      schema: {
        tags: TAGS,
        summary: "The user's devices, newest sign-in first",
        response: { 200: listEnvelope(deviceSchema) },
      },
      config: session,
    },
    async (request) => list(await listDevices(db, requireAuth(request))),
  );

  app.delete(
    '/devices/delete',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes a device (not the one in use); its sessions end',
        querystring: deviceIdQuerySchema,
        response: { 200: booleanEnvelope },
      },
      config: session,
    },
    async (request) => {
      await removeDevice(db, deps.clock.now(), requireAuth(request), request.query.id);
      return bool(true);
    },
  );

  app.post(
    '/devices/updateStatus',
    {
      schema: {
        tags: TAGS,
        summary: 'Switches a device on or off; off ends its sessions and its next sign-in asks for a code',
        body: updateDeviceStatusSchema,
        response: { 200: objectEnvelope(deviceSchema) },
      },
      config: session,
    },
    async (request) => ok(await changeDeviceStatus(db, deps.clock.now(), requireAuth(request), request.body)),
  );

  app.get(
    '/devices/makeTransactional',
    {
      schema: {
        tags: TAGS,
        summary: 'Makes a device the one that confirms operations (answers OTP.300 first)',
        description: 'Send the call again with the `challenge-key` header once the code is validated.',
        querystring: deviceIdQuerySchema,
        response: { 200: objectEnvelope(deviceSchema) },
      },
      // A GET that changes something: refused in demo mode like any write.
      config: { access: { auth: 'session', effect: 'write' } },
    },
    async (request) =>
      ok(
        await makeDeviceTransactional(toChallengeDeps(deps), request, requireAuth(request), request.query.id),
      ),
  );
});
