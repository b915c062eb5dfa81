/** Devices calls of spec §7: GET devices/all, DELETE devices/delete, POST devices/updateStatus, GET devices/makeTransactional. */
import { devicesEndpoints } from '@baraka/contracts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { changeDeviceStatus, listDevices, makeDeviceTransactional, removeDevice } from './devices.service.ts';

export const devicesRoutes = defineModule('devices', async (app, deps) => {
  const db = deps.database.db;

  serve(app, devicesEndpoints.all, async (request) => listDevices(db, requireAuth(request)));

  serve(app, devicesEndpoints.remove, async (request) => {
    await removeDevice(db, deps.clock.now(), requireAuth(request), request.query.id);
    return true;
  });

  serve(app, devicesEndpoints.updateStatus, async (request) =>
    changeDeviceStatus(db, deps.clock.now(), requireAuth(request), request.body),
  );

  serve(app, devicesEndpoints.makeTransactional, async (request) =>
    makeDeviceTransactional(toChallengeDeps(deps), request, requireAuth(request), request.query.id),
  );
});
