/**
 * The variants of POST bankerisebpm/process/start (spec §7 "Workflow"), one per request the engine
 * carries, told apart by `processName`: each takes the body of the call that already makes that
 * request, under `variables`, and is answered what that call answers. Who may start each one is data
 * here too: the route reads a session when there is one and checks the variant's access.
 */
import { z } from 'zod';
import { appointmentRequestSchema, appointmentsEndpoints } from '../appointments/endpoints.ts';
import { appointmentReceiptSchema } from '../appointments/schemas.ts';
import { contactEndpoints } from '../contact/endpoints.ts';
import { contactReceiptSchema, contactSendBodySchema } from '../contact/schemas.ts';
import type { EndpointAccess } from '../shared/endpoint.ts';
import { transfersEndpoints } from '../transfers/endpoints.ts';
import { internationalTransferSchema } from '../transfers/requests.ts';
import { transferDetailSchema } from '../transfers/schemas.ts';
import { financingDocumentsSchema, financingRequestVariablesSchema, processSchema } from './schemas.ts';

export const START_VARIANTS = ['FINANCING_REQUEST', 'TRANSFER', 'CONTACT', 'APPOINTMENT'] as const;
export type StartVariant = (typeof START_VARIANTS)[number];

/** A financing request: the customer's figures and supporting documents; waits on the bank's review. */
export const startFinancingRequestSchema = z.object({
  processName: z.literal('FINANCING_REQUEST'),
  variables: financingRequestVariablesSchema,
  documents: financingDocumentsSchema.default({}),
});
export type StartFinancingRequest = z.infer<typeof startFinancingRequestSchema>;

/** Asking for a financing is an act on FINANCE (every account holder, companies included), not a simulation. */
export const REQUEST_FINANCING = {
  auth: 'session',
  permission: { service: 'FINANCE', process: 'CREATE' },
} as const satisfies EndpointAccess;

export const startProcessSchema = z.discriminatedUnion('processName', [
  startFinancingRequestSchema,
  /**
   * An international transfer, as transfer/internationalTransfer: the one-time code (OTP.300, then
   * `challenge-key`) and an `Idempotency-Key`; above the validation threshold it waits in the bank's
   * VALIDATE task before it is executed.
   */
  z.object({ processName: z.literal('TRANSFER'), variables: internationalTransferSchema }),
  /** A contact request, as contactUs/sendContact: a visitor's with the captcha, a customer's without. */
  z.object({ processName: z.literal('CONTACT'), variables: contactSendBodySchema }),
  /** An appointment request at a branch, as api/appointment/add (a visitor's, with the captcha). */
  z.object({ processName: z.literal('APPOINTMENT'), variables: appointmentRequestSchema }),
]);
export type StartProcessRequest = z.infer<typeof startProcessSchema>;

/** Each variant's access: the same as the call that makes the same request. */
export const START_VARIANT_ACCESS: Readonly<Record<StartVariant, EndpointAccess>> = {
  FINANCING_REQUEST: REQUEST_FINANCING,
  TRANSFER: transfersEndpoints.international.access,
  CONTACT: contactEndpoints.send.access,
  APPOINTMENT: appointmentsEndpoints.add.access,
};

/** What each variant answers: the process (financing request), or the answer of the call it mirrors. */
export const startProcessResultSchema = z.union([
  processSchema,
  transferDetailSchema,
  contactReceiptSchema,
  appointmentReceiptSchema,
]);
