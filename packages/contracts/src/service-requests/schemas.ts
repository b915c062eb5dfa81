/**
 * Service requests of a signed-in customer (spec §7 "Service requests"): complaints, suggestions
 * and e-requests, each a dynamic form's definition plus the customer's answers, with a reference and
 * a status the history shows.
 */
import { z } from 'zod';
import { formAnswersSchema } from '../dynamic-forms/form-answers.ts';
import { FORM_FIELD_TYPES } from '../dynamic-forms/schemas.ts';
import { epochMillisSchema, localizedTextSchema } from '../shared/localized.ts';

export const SERVICE_REQUEST_KINDS = ['RECLAMATION', 'SUGGESTION', 'E_REQUEST'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/** RECEIVED → IN_PROGRESS → ANSWERED or REJECTED → CLOSED. */
export const SERVICE_REQUEST_STATUSES = [
  'RECEIVED',
  'IN_PROGRESS',
  'ANSWERED',
  'REJECTED',
  'CLOSED',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The form each kind of request is filed with (e-requests have several, listed by GET api/forms). */
export const SERVICE_REQUEST_FORM_NAMES = { RECLAMATION: 'reclamation', SUGGESTION: 'suggestion' } as const;

/** GET secure/service-request: which form to draw. */
export const serviceRequestFormQuerySchema = z.object({
  type: z.enum(['RECLAMATION', 'SUGGESTION'], { error: 'invalidSelection' }),
});

/** POST secure/service-request/save: the form's name and the answers, keyed by field. */
export const saveServiceRequestSchema = z.object({
  formName: z.string().trim().min(1, { error: 'required' }).max(64),
  answers: formAnswersSchema,
});
export type SaveServiceRequest = z.infer<typeof saveServiceRequestSchema>;

export const serviceRequestReceiptSchema = z.object({
  reference: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  formName: z.string(),
  title: localizedTextSchema,
  status: z.enum(SERVICE_REQUEST_STATUSES),
  /** Where the acknowledgment went, or null when the profile holds no usable address. */
  acknowledgedTo: z.string().nullable(),
  createdAt: epochMillisSchema,
});
export type ServiceRequestReceipt = z.infer<typeof serviceRequestReceiptSchema>;

/** One answer as the history shows it: a select's choice in the three languages, else the text. */
export const serviceRequestAnswerSchema = z.object({
  key: z.string(),
  /** The field's type: a date is YYYY-MM-DD, a file shows its name. */
  type: z.enum(FORM_FIELD_TYPES),
  label: localizedTextSchema,
  value: z.union([z.string(), localizedTextSchema]),
});
export type ServiceRequestAnswer = z.infer<typeof serviceRequestAnswerSchema>;

/** GET api/reclamation/all, api/suggestion/all, api/e-request/all: the customer's own requests. */
export const serviceRequestSummarySchema = z.object({
  reference: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  formName: z.string(),
  title: localizedTextSchema,
  status: z.enum(SERVICE_REQUEST_STATUSES),
  answers: z.array(serviceRequestAnswerSchema),
  /** The bank's answer, once it has given one. */
  response: z.string().nullable(),
  createdAt: epochMillisSchema,
  updatedAt: epochMillisSchema,
});
export type ServiceRequestSummary = z.infer<typeof serviceRequestSummarySchema>;
