/**
 * Service requests (spec §7 "Service requests" and "Public"): the complaint or suggestion form, filing
 * any request (complaint, suggestion, e-request), and the signed-in customer's own history of each
 * kind. The history calls sit under api/ as the spec names them, yet need a session.
 */
import {
  dynamicFormSchema,
  listEnvelope,
  MAX_ATTACHMENT_BASE64_LENGTH,
  objectEnvelope,
  type ServiceRequestKind,
  saveServiceRequestSchema,
  serviceRequestFormQuerySchema,
  serviceRequestReceiptSchema,
  serviceRequestSummarySchema,
} from '@baraka/contracts';
import { list, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import {
  getServiceRequestForm,
  listServiceRequests,
  saveServiceRequest,
} from './service-requests.service.ts';

const TAGS = ['service-requests'];
const SESSION = { access: { auth: 'session' } } as const;
/** A form may carry two files of 2 MiB each (base64) besides its answers. */
const SAVE_BODY_LIMIT = 2 * MAX_ATTACHMENT_BASE64_LENGTH + 512 * 1024;

const HISTORY: readonly { url: string; kind: ServiceRequestKind; what: string }[] = [
  { url: '/api/reclamation/all', kind: 'RECLAMATION', what: 'complaints' },
  { url: '/api/suggestion/all', kind: 'SUGGESTION', what: 'suggestions' },
  // Not named by the spec: the e-request list (/e-request/list) needs one too.
  { url: '/api/e-request/all', kind: 'E_REQUEST', what: 'e-requests' },
];

export const serviceRequestsModule = defineModule('service-requests', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/secure/service-request',
    {
      schema: {
        tags: TAGS,
        summary: 'The complaint (type=RECLAMATION) or suggestion (type=SUGGESTION) form definition',
        querystring: serviceRequestFormQuerySchema,
        response: { 200: objectEnvelope(dynamicFormSchema) },
      },
    },
    async (request) => ok(await getServiceRequestForm(db, request.query.type)),
  );

  app.post(
    '/secure/service-request/save',
    {
      schema: {
        tags: TAGS,
        summary: 'Files a complaint, suggestion or e-request: answers checked against the form, then stored',
        description:
          'Answers are keyed by field; a file field takes {fileName, contentType, content (base64)}. ' +
          'A failing field answers its form key as `answers.<key>`.',
        body: saveServiceRequestSchema,
        response: { 200: objectEnvelope(serviceRequestReceiptSchema) },
      },
      bodyLimit: SAVE_BODY_LIMIT,
    },
    async (request) =>
      ok(
        await saveServiceRequest(db, {
          auth: requireAuth(request),
          request: request.body,
          language: request.context.language,
          now: deps.clock.now(),
        }),
      ),
  );

  for (const { url, kind, what } of HISTORY) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary: `The signed-in customer's own ${what}, newest first, with their status`,
          response: { 200: listEnvelope(serviceRequestSummarySchema) },
        },
        config: SESSION,
      },
      async (request) => list(await listServiceRequests(db, requireAuth(request), kind)),
    );
  }
});
