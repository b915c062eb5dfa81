/**
 * The service requests area's calls (`serviceRequestsEndpoints` in @baraka/contracts, spec §7
 * "Service requests" and "Public"): the complaint or suggestion form, filing any request (complaint,
 * suggestion, e-request), and the signed-in customer's own history of each kind.
 */
import {
  MAX_ATTACHMENT_BASE64_LENGTH,
  SERVICE_REQUEST_HISTORY,
  SERVICE_REQUEST_KINDS,
  serviceRequestsEndpoints,
} from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import {
  getServiceRequestForm,
  listServiceRequests,
  saveServiceRequest,
} from './service-requests.service.ts';

/** A form may carry two files of 2 MiB each (base64) besides its answers. */
const SAVE_BODY_LIMIT = 2 * MAX_ATTACHMENT_BASE64_LENGTH + 512 * 1024;

export const serviceRequestsModule = defineModule('service-requests', async (app, deps) => {
  const { db } = deps.database;

  serve(app, serviceRequestsEndpoints.form, (request) => getServiceRequestForm(db, request.query.type));

  serve(
    app,
    serviceRequestsEndpoints.save,
    (request) =>
      saveServiceRequest(db, {
        auth: requireAuth(request),
        request: request.body,
        language: request.context.language,
        now: deps.clock.now(),
      }),
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  for (const kind of SERVICE_REQUEST_KINDS) {
    serve(app, SERVICE_REQUEST_HISTORY[kind], (request) =>
      listServiceRequests(db, requireAuth(request), kind),
    );
  }
});
