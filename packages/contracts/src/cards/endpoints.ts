/**
 * The card calls of spec §7 (`cardsEndpoints`): the cards and their operations, block and unblock,
 * limits, products and orders, the export, and a prepaid card's top-up; and (`cardsDevEndpoints`) the
 * development card terminal and the bank's moves, never served in production.
 *
 * Blocking needs no code (a customer must be able to freeze a card at once). Unblocking, a limit
 * change, an order and a top-up answer 202 OTP.300 first; the same body sent again with the verified
 * `challenge-key` does it. The code is bound to the card and the new values.
 */
import { PDF_DOWNLOAD_NOTE } from '../accounts/endpoints.ts';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  blockCardSchema,
  cardAuthorisationActionSchema,
  cardExportRequestSchema,
  cardIdSchema,
  cardLimitsQuerySchema,
  cardOperationsRequestSchema,
  cardProductsRequestSchema,
  cardRequestAdvanceSchema,
  cardRequestQuerySchema,
  cardTerminalRequestSchema,
  cardTopUpSchema,
  createCardRequestSchema,
  updateCardLimitSchema,
} from './requests.ts';
import {
  cardAuthorisationSchema,
  cardExportSchema,
  cardOperationPageSchema,
  cardOperationSchema,
  cardProductSchema,
  cardRequestFormSchema,
  cardRequestSchema,
  cardSchema,
  cardTopUpReceiptSchema,
} from './schemas.ts';

const VIEW_CARDS = { auth: 'session', permission: { service: 'BLOCK_CARD', process: 'VIEW' } } as const;
const VIEW_CARD_REQUESTS = {
  auth: 'session',
  permission: { service: 'CARD_REQUEST', process: 'VIEW' },
} as const;
const CODE_NOTE =
  'Without `challenge-key`: 202 OTP.300, body.result = the challenge. After otp/challenge/validateAndContinue, ' +
  'send the same body again with `challenge-key`.';

export const cardsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'cards',
    area: 'cards',
    summary: "The customer's cards with their period's figures and latest operations",
    access: VIEW_CARDS,
    answer: listAnswer(cardSchema),
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: 'cards/getCard',
    area: 'cards',
    summary: 'One card with its period, limits and latest operations',
    access: VIEW_CARDS,
    effect: 'read',
    body: cardIdSchema,
    answer: objectAnswer(cardSchema),
  }),
  operations: defineEndpoint({
    method: 'POST',
    path: 'cards/operations',
    area: 'cards',
    summary: "A card's operations, newest first, with the history filters (period, status, amount), by page",
    access: VIEW_CARDS,
    effect: 'read',
    body: cardOperationsRequestSchema,
    answer: objectAnswer(cardOperationPageSchema),
  }),
  block: defineEndpoint({
    method: 'POST',
    path: 'cards/blockCard',
    area: 'cards',
    summary: 'Blocks a card at once: lost or stolen (final) or a temporary freeze',
    description:
      'No code is asked. CARD.ALREADY_BLOCKED when it is blocked already (a frozen card may still be declared LOST or STOLEN).',
    access: { auth: 'session', permission: { service: 'BLOCK_CARD', process: 'UPDATE' } },
    body: blockCardSchema,
    answer: objectAnswer(cardSchema),
  }),
  unblock: defineEndpoint({
    method: 'POST',
    path: 'cards/unBlockCard',
    area: 'cards',
    summary: 'Lifts a temporary freeze (a lost or stolen card stays blocked: CARD.BLOCK_FINAL)',
    description: CODE_NOTE,
    access: { auth: 'session', permission: { service: 'UNBLOCK_CARD', process: 'UPDATE' } },
    body: cardIdSchema,
    answer: objectAnswer(cardSchema),
    mayChallenge: true,
  }),
  limits: defineEndpoint({
    method: 'GET',
    path: 'secure/api/cards/limits',
    area: 'cards',
    summary: "The period limits one may choose, up to the card's product ceiling when a card is named",
    access: VIEW_CARDS,
    query: cardLimitsQuerySchema,
    answer: listAnswer(decimalAmountSchema),
  }),
  updateLimit: defineEndpoint({
    method: 'POST',
    path: 'secure/api/cards/updateLimitsCard',
    area: 'cards',
    summary: "Changes a card's limit and its period",
    description: `${CODE_NOTE} A code approved for one limit does not approve another.`,
    access: { auth: 'session', permission: { service: 'UPDATE_LIMITS_CARD', process: 'UPDATE' } },
    body: updateCardLimitSchema,
    answer: objectAnswer(cardSchema),
    mayChallenge: true,
  }),
  products: defineEndpoint({
    method: 'POST',
    path: 'cards/getCardProducts',
    area: 'cards',
    summary: "The card products offered to the customer's segment (on one account's currency when named)",
    access: VIEW_CARD_REQUESTS,
    effect: 'read',
    body: cardProductsRequestSchema,
    answer: listAnswer(cardProductSchema),
  }),
  requestForm: defineEndpoint({
    method: 'GET',
    path: 'secure/card',
    area: 'cards',
    summary: 'What the card order form offers: eligible accounts, products, limits and periods',
    access: VIEW_CARD_REQUESTS,
    answer: objectAnswer(cardRequestFormSchema),
  }),
  order: defineEndpoint({
    method: 'POST',
    path: 'secure/card',
    area: 'cards',
    summary: 'Orders a card; the order waits on the bank (TASK), then TERMINATE (card made) or REJECT',
    description: CODE_NOTE,
    access: { auth: 'session', permission: { service: 'CARD_REQUEST', process: 'CREATE' } },
    body: createCardRequestSchema,
    answer: objectAnswer(cardRequestSchema),
    mayChallenge: true,
  }),
  requestHistory: defineEndpoint({
    method: 'GET',
    path: 'cards/requestCardHistoric',
    area: 'cards',
    summary: "The customer's card orders, newest first, with their steps",
    access: VIEW_CARD_REQUESTS,
    answer: listAnswer(cardRequestSchema),
  }),
  request: defineEndpoint({
    method: 'GET',
    path: 'secure/api/cards/request',
    area: 'cards',
    summary: 'One card order with every step and its time',
    access: VIEW_CARD_REQUESTS,
    query: cardRequestQuerySchema,
    answer: objectAnswer(cardRequestSchema),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: 'secure/api/cards/export',
    area: 'cards',
    summary: "A card's operations over a period as PDF or CSV, in the caller's language",
    description: PDF_DOWNLOAD_NOTE,
    access: VIEW_CARDS,
    effect: 'read',
    body: cardExportRequestSchema,
    answer: objectAnswer(cardExportSchema),
  }),
  topUp: defineEndpoint({
    method: 'POST',
    path: 'cards/topUp',
    area: 'cards',
    summary: 'Tops up a prepaid card from one of the customer’s accounts (a ledger transfer)',
    description: `${CODE_NOTE} With an \`Idempotency-Key\`: a replay answers the first answer, refusals included.`,
    access: { auth: 'session', permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'CREATE' } },
    body: cardTopUpSchema,
    answer: objectAnswer(cardTopUpReceiptSchema),
    movesMoney: true,
    mayChallenge: true,
  }),
};

/** Stand in for the card network and the bank's card office: never served in production. */
export const cardsDevEndpoints = {
  terminal: defineEndpoint({
    method: 'POST',
    path: 'dev/card-terminal',
    area: 'cards',
    summary: 'A merchant or ATM authorises a payment or withdrawal (a hold), refused with the reason',
    description:
      'CARD.BLOCKED, CARD.EXPIRED, CARD.LIMIT_EXCEEDED or LEDGER.INSUFFICIENT_FUNDS when refused. ' +
      'With an `Idempotency-Key`: a replay answers the first answer.',
    access: { auth: 'public' },
    body: cardTerminalRequestSchema,
    answer: objectAnswer(cardAuthorisationSchema),
    movesMoney: true,
  }),
  authorisation: defineEndpoint({
    method: 'POST',
    path: 'dev/card-authorisations/close',
    area: 'cards',
    summary: 'Settles (books) or cancels an open authorisation now instead of waiting for the job',
    access: { auth: 'public' },
    body: cardAuthorisationActionSchema,
    answer: objectAnswer(cardOperationSchema),
  }),
  advanceRequest: defineEndpoint({
    method: 'POST',
    path: 'dev/card-requests/advance',
    area: 'cards',
    summary: "The bank's card office moves an order to its next step now",
    access: { auth: 'public' },
    body: cardRequestAdvanceSchema,
    answer: objectAnswer(cardRequestSchema),
  }),
};
