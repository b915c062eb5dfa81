/**
 * The chequebook calls of spec §7 (`chequesEndpoints`): the cheques emitted and received with their
 * images, the chequebook types, the orders and the loss or theft declaration (not named by the
 * spec: `declareLoss`, in the same family); and (`chequesDevEndpoints`) the clearing house and the
 * chequebook office standing in for the interbank exchange and the bank, never served in production.
 *
 * An order answers 202 OTP.300 first; the same body sent again with the verified `challenge-key`
 * and an `Idempotency-Key` places it once (a replay answers the first answer, refusals included).
 */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  advanceChequebookRequestSchema,
  chequebookListQuerySchema,
  chequebookTypesQuerySchema,
  chequeImageRequestSchema,
  chequeListRequestSchema,
  createChequebookRequestSchema,
  declareChequeLossSchema,
  depositChequeSchema,
  presentChequeSchema,
} from './requests.ts';
import {
  chequebookRequestSchema,
  chequebookTypeSchema,
  chequeImageSchema,
  chequeOppositionSchema,
  chequeSchema,
} from './schemas.ts';

const VIEW_CHEQUES = { auth: 'session', permission: { service: 'CHECK_LIST', process: 'VIEW' } } as const;

export const chequesEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: 'secure/api/checkbooks/getCheckList',
    area: 'cheques',
    summary:
      'The cheques emitted or received, newest first, with the filters (account, period, status, amount)',
    description: 'The period is two months at most (endDate: maxDate).',
    access: VIEW_CHEQUES,
    effect: 'read',
    body: chequeListRequestSchema,
    answer: listAnswer(chequeSchema),
  }),
  recto: defineEndpoint({
    method: 'POST',
    path: 'secure/api/checkbooks/getCheckRectoImage',
    area: 'cheques',
    summary:
      'The front of a cheque, drawn from its data (amount in figures and words, payee, date, CMC7 line)',
    access: VIEW_CHEQUES,
    effect: 'read',
    body: chequeImageRequestSchema,
    answer: objectAnswer(chequeImageSchema),
  }),
  verso: defineEndpoint({
    method: 'POST',
    path: 'secure/api/checkbooks/getCheckVersoImage',
    area: 'cheques',
    summary: 'The back of a cheque, with its endorsement and the bank’s stamps',
    access: VIEW_CHEQUES,
    effect: 'read',
    body: chequeImageRequestSchema,
    answer: objectAnswer(chequeImageSchema),
  }),
  types: defineEndpoint({
    method: 'GET',
    path: 'secure/api/checkbooks/getCheckbookTypes',
    area: 'cheques',
    summary: "The chequebook types offered to the customer's segment (on one account's currency when named)",
    access: { auth: 'session', permission: { service: 'CHECKBOOK_REQUEST', process: 'VIEW' } },
    query: chequebookTypesQuerySchema,
    answer: listAnswer(chequebookTypeSchema),
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: 'secure/api/checkbooks/getCheckbookList',
    area: 'cheques',
    summary: "The customer's chequebook orders, newest first, with their steps and leaves",
    access: { auth: 'session', permission: { service: 'CHECKBOOK_LIST', process: 'VIEW' } },
    query: chequebookListQuerySchema,
    answer: listAnswer(chequebookRequestSchema),
  }),
  order: defineEndpoint({
    method: 'POST',
    path: 'secure/api/checkbooks/checkbookRequest',
    area: 'cheques',
    summary: 'Orders a chequebook; the bank prints it (PRINTED: the leaves exist), then delivers it',
    description:
      'Without `challenge-key`: 202 OTP.300, body.result = the challenge. After otp/challenge/validateAndContinue, ' +
      'send the same body again with `challenge-key` and an `Idempotency-Key`. The code is bound to the account, ' +
      'the type, the size and the crossing.',
    access: { auth: 'session', permission: { service: 'CHECKBOOK_REQUEST', process: 'CREATE' } },
    body: createChequebookRequestSchema,
    answer: objectAnswer(chequebookRequestSchema),
    mayChallenge: true,
  }),
  declareLoss: defineEndpoint({
    method: 'POST',
    path: 'secure/api/checkbooks/declareLoss',
    area: 'cheques',
    summary: 'Declares a leaf or a whole chequebook lost or stolen: immediate and final',
    description: 'A later presentation of an opposed leaf is rejected (OPPOSITION).',
    access: { auth: 'session', permission: { service: 'CHECK_LIST', process: 'UPDATE' } },
    body: declareChequeLossSchema,
    answer: objectAnswer(chequeOppositionSchema),
  }),
};

/** Stand in for the interbank clearing and the bank's chequebook office: never served in production. */
export const chequesDevEndpoints = {
  present: defineEndpoint({
    method: 'POST',
    path: 'dev/cheques/present',
    area: 'cheques',
    summary: 'Another bank presents a cheque the customer emitted: paid through the ledger or rejected',
    description:
      'Answers the cheque, PAID or REJECTED with its reason (INSUFFICIENT_FUNDS, OPPOSITION, IRREGULAR_SIGNATURE, ' +
      'UNKNOWN_LEAF, ALREADY_PAID). With an `Idempotency-Key`: a replay answers the first answer.',
    access: { auth: 'public' },
    body: presentChequeSchema,
    answer: objectAnswer(chequeSchema),
    movesMoney: true,
  }),
  deposit: defineEndpoint({
    method: 'POST',
    path: 'dev/cheques/deposit',
    area: 'cheques',
    summary: 'The customer deposits a cheque drawn on another bank: credited after the clearing delay',
    description: 'With an `Idempotency-Key`: a replay answers the first answer.',
    access: { auth: 'public' },
    body: depositChequeSchema,
    answer: objectAnswer(chequeSchema),
    movesMoney: true,
  }),
  advanceRequest: defineEndpoint({
    method: 'POST',
    path: 'dev/checkbook-requests/advance',
    area: 'cheques',
    summary: "The bank's chequebook office moves an order to its next step now",
    access: { auth: 'public' },
    body: advanceChequebookRequestSchema,
    answer: objectAnswer(chequebookRequestSchema),
  }),
};
