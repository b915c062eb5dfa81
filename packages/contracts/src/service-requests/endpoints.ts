/** The service request calls of spec §7: the forms, filing a request, and the customer's history. */
import { dynamicFormSchema } from '../dynamic-forms/schemas.ts';
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  type ServiceRequestKind,
  saveServiceRequestSchema,
  serviceRequestFormQuerySchema,
  serviceRequestReceiptSchema,
  serviceRequestSummarySchema,
} from './schemas.ts';

/** A customer's own requests of one kind: the spec puts these under api/, yet they need a session. */
const historyCall = (path: string, what: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    area: 'service-requests',
    summary: `The signed-in customer's own ${what}, newest first, with their status`,
    access: { auth: 'session' },
    answer: listAnswer(serviceRequestSummarySchema),
  });

/** The calls of the area. */
export const serviceRequestsEndpoints = {
  form: defineEndpoint({
    method: 'GET',
    path: 'secure/service-request',
    area: 'service-requests',
    summary: 'The complaint (type=RECLAMATION) or suggestion (type=SUGGESTION) form definition',
    access: { auth: 'session' },
    query: serviceRequestFormQuerySchema,
    answer: objectAnswer(dynamicFormSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: 'secure/service-request/save',
    area: 'service-requests',
    summary: 'Files a complaint, suggestion or e-request: answers checked against the form, then stored',
    description:
      'Answers are keyed by field; a file field takes {fileName, contentType, content (base64)}. ' +
      'A failing field answers its form key as `answers.<key>`.',
    access: { auth: 'session' },
    body: saveServiceRequestSchema,
    answer: objectAnswer(serviceRequestReceiptSchema),
  }),
  reclamations: historyCall('api/reclamation/all', 'complaints'),
  suggestions: historyCall('api/suggestion/all', 'suggestions'),
  // Not named by the spec: the e-request list (/e-request/list) needs one too.
  eRequests: historyCall('api/e-request/all', 'e-requests'),
};

/** The history call of each kind of request. */
export const SERVICE_REQUEST_HISTORY = {
  RECLAMATION: serviceRequestsEndpoints.reclamations,
  SUGGESTION: serviceRequestsEndpoints.suggestions,
  E_REQUEST: serviceRequestsEndpoints.eRequests,
} as const satisfies Record<ServiceRequestKind, unknown>;
