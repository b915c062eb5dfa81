/**
 * The workflow calls of spec §7 (`processesEndpoints`): start a process (a financing request, an
 * international transfer, a contact or an appointment request: start-variants.ts),
 * complete a task waiting on the customer (signing the offer asks for the one-time code), and read
 * the customer's processes; and (`processesDevEndpoints`) the bank completing its own tasks now,
 * never served in production.
 */
import { PDF_DOWNLOAD_NOTE } from '../accounts/endpoints.ts';
import { pdfDocumentSchema } from '../accounts/reports.ts';
import { defineEndpoint, FILE_ANSWER, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  completeTaskSchema,
  processDocumentRequestSchema,
  processIdSchema,
  processSchema,
} from './schemas.ts';
import { REQUEST_FINANCING, startProcessResultSchema, startProcessSchema } from './start-variants.ts';

const VIEW_REQUESTS = { auth: 'session', permission: { service: 'FINANCE', process: 'VIEW' } } as const;

export const processesEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: 'bankerisebpm/process/start',
    area: 'processes',
    summary:
      'Starts a process: a financing request, an international transfer, a contact or an appointment request (`processName`)',
    description:
      'FINANCING_REQUEST (session, FINANCE CREATE): product, amount, duration, income, employer, refund account; ' +
      'the request waits on the bank (REVIEW) and the process is answered. `documents` carries the files by kind ' +
      '(PDF, JPEG or PNG, 2 MiB each, base64): the income proof is required for the retail products, the trade ' +
      'document (contract or invoice) for the company ones (fileRequired on `documents.<kind>`); a file too large or ' +
      'whose bytes are not its declared type is refused (fileTooLarge, fileContentMismatch) before anything is ' +
      'stored. PROCESS.TERMS_REFUSED when the amount or duration is outside the product or above its share of the ' +
      'underlying value (spec §9). TRANSFER (session, INTERNATIONAL_TRANSFER CREATE): the body of ' +
      'transfer/internationalTransfer under `variables`, with the same one-time code and `Idempotency-Key`, ' +
      'answered the transfer. CONTACT and APPOINTMENT: the bodies of contactUs/sendContact and api/appointment/add ' +
      'under `variables` (a visitor sends the captcha), answered their receipts.',
    access: { auth: 'optional' },
    body: startProcessSchema,
    answer: objectAnswer(startProcessResultSchema),
    mayChallenge: true,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: 'bankerisebpm/tasks/complete',
    area: 'processes',
    summary: "Completes a task waiting on the customer (SIGN_OFFER: ACCEPT or DECLINE the bank's offer)",
    description:
      'ACCEPT answers 202 OTP.300 first; the same body with the verified `challenge-key` signs the offer. ' +
      "PROCESS.WRONG_PARTY for the bank's tasks, PROCESS.NOT_WAITING when the process does not wait for it.",
    access: REQUEST_FINANCING,
    body: completeTaskSchema,
    answer: objectAnswer(processSchema),
    mayChallenge: true,
  }),
  eSignature: defineEndpoint({
    method: 'POST',
    path: 'dematrust/dema_trust',
    area: 'processes',
    summary:
      "Signs the financing contract of an offer with the one-time code; answers the contract sealed by the bank's certificate",
    description:
      'Answers 202 OTP.300 first while the offer waits for the signature; the same body with the verified ' +
      '`challenge-key` signs it (as SIGN_OFFER ACCEPT). Once signed, answers the signed PDF. ' +
      PDF_DOWNLOAD_NOTE,
    access: REQUEST_FINANCING,
    body: processIdSchema,
    answer: objectAnswer(pdfDocumentSchema),
    mayChallenge: true,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'secure/api/processes',
    area: 'processes',
    summary:
      "The customer's requests (financing requests, transfers waiting for the bank's validation), newest first, with the task waiting and every step",
    access: VIEW_REQUESTS,
    answer: listAnswer(processSchema),
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: 'secure/api/processes/detail',
    area: 'processes',
    summary: 'One request with its offer, the task waiting and every step',
    access: VIEW_REQUESTS,
    effect: 'read',
    body: processIdSchema,
    answer: objectAnswer(processSchema),
  }),
  document: defineEndpoint({
    method: 'POST',
    path: 'secure/api/processes/document',
    area: 'processes',
    summary: 'A supporting document the customer joined to one of their requests, as a download',
    description:
      'The stored bytes with their checked type, as an attachment (nosniff, sandboxed, not cached). ' +
      "Another customer's request or document answers 404.",
    access: VIEW_REQUESTS,
    effect: 'read',
    body: processDocumentRequestSchema,
    answer: FILE_ANSWER,
  }),
};

/** The bank's side, forced now: never served in production. */
export const processesDevEndpoints = {
  completeBankTask: defineEndpoint({
    method: 'POST',
    path: 'dev/processes/complete-bank-task',
    area: 'processes',
    summary:
      "The bank completes one of its tasks now (REVIEW: APPROVE or REJECT; DISBURSE; a held transfer's VALIDATE: APPROVE or REJECT)",
    access: { auth: 'public' },
    body: completeTaskSchema,
    answer: objectAnswer(processSchema),
  }),
};
