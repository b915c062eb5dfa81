/**
 * The transfer orders of spec §7: transfer/personal, withinBankTransfer, addwithinbank,
 * localTransfer, internationalTransfer, and transfer/quote to review any of them first.
 *
 * Flow for the pages: (1) optionally POST transfer/quote to show the review step; (2) POST the
 * order without `challenge-key`: own-account transfers (exempt) need only an `Idempotency-Key`
 * and are booked; the others answer 403 OTP.300 with body.result = the challenge and
 * `quote`; (3) POST otp/challenge/validateAndContinue {challengeKey, otp}; (4) POST the same
 * order, same body, with headers `challenge-key` and `Idempotency-Key` (one key per confirmation,
 * reused on retries): 200 with the transfer; a replay answers the first result
 * (`idempotent-replayed: true`). A changed amount, currency or payee voids the code (410).
 */
import {
  internationalTransferSchema,
  localTransferSchema,
  newWithinBankTransferSchema,
  objectEnvelope,
  ownAccountTransferSchema,
  transferDetailSchema,
  transferQuoteRequestSchema,
  transferQuoteSchema,
  withinBankTransferSchema,
} from '@baraka/contracts';
import type { ServiceName } from '@baraka/domain';
import { ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { sendTransfer } from './transfer-calls.ts';
import { toTransferOrder } from './transfer-order.ts';
import { quoteTransfer } from './transfer-quote.service.ts';

const TAGS = ['transfers'];
const FLOW =
  'Without `challenge-key`: 403 OTP.300, body.result = challenge + `quote`. After otp/challenge/validateAndContinue, ' +
  'send the same body again with `challenge-key` and `Idempotency-Key` headers: 200 with the transfer, booked once.';
const RESPONSE = { 200: objectEnvelope(transferDetailSchema) };
const create = (service: ServiceName) =>
  ({ access: { auth: 'session', permission: { service, process: 'CREATE' } } }) as const;

export const transfersModule = defineModule('transfers', async (app, deps) => {
  const db = deps.database.db;

  app.post(
    '/transfer/quote',
    {
      schema: {
        tags: TAGS,
        summary: 'Checks and prices a transfer without moving money: execution date, rate, fees, limits',
        body: transferQuoteRequestSchema,
        response: { 200: objectEnvelope(transferQuoteSchema) },
      },
      config: {
        access: {
          auth: 'session',
          permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'VIEW' },
          effect: 'read',
        },
      },
    },
    async (request) =>
      ok(await quoteTransfer(db, requireAuth(request), toTransferOrder(request.body), deps.clock.now())),
  );

  app.post(
    '/transfer/personal',
    {
      schema: {
        tags: TAGS,
        summary: "Between the customer's own accounts, booked at once (no one-time code)",
        description: 'Needs an `Idempotency-Key` header; the amount is in the credited account’s currency.',
        body: ownAccountTransferSchema,
        response: RESPONSE,
      },
      config: create('OWN_ACCOUNT_TRANSFER'),
    },
    (request, reply) =>
      sendTransfer(deps, request, reply, { ...request.body, type: 'OWN_ACCOUNT', kind: 'OWN_ACCOUNT' }),
  );

  app.post(
    '/transfer/withinBankTransfer',
    {
      schema: {
        tags: TAGS,
        summary: 'To an account of this bank (RIB 32…), usually a saved beneficiary: booked at once',
        description: FLOW,
        body: withinBankTransferSchema,
        response: RESPONSE,
      },
      config: create('WITHIN_BANK_TRANSFER'),
    },
    (request, reply) =>
      sendTransfer(deps, request, reply, { ...request.body, type: 'WITHINBANK', kind: 'WITHINBANK' }),
  );

  app.post(
    '/transfer/addwithinbank',
    {
      schema: {
        tags: TAGS,
        summary: 'To a new payee inside the bank: the name given must be the account holder’s',
        description: `${FLOW} A name that does not match answers TRANSFER.PAYEE_NAME_MISMATCH.`,
        body: newWithinBankTransferSchema,
        response: RESPONSE,
      },
      config: create('WITHIN_BANK_TRANSFER'),
    },
    (request, reply) =>
      sendTransfer(deps, request, reply, {
        ...request.body,
        type: 'WITHINBANK',
        kind: 'WITHINBANK',
        checkPayeeName: true,
      }),
  );

  app.post(
    '/transfer/localTransfer',
    {
      schema: {
        tags: TAGS,
        summary:
          'To another Tunisian bank, in dinars: debited now, cleared at the cut-off of its execution date',
        description: FLOW,
        body: localTransferSchema,
        response: RESPONSE,
      },
      config: create('LOCAL_TRANSFER'),
    },
    (request, reply) =>
      sendTransfer(deps, request, reply, { ...request.body, type: 'NATIONAL', kind: 'NATIONAL' }),
  );

  app.post(
    '/transfer/internationalTransfer',
    {
      schema: {
        tags: TAGS,
        summary: 'Abroad (IBAN, BIC) in a quoted currency, converted at the day’s rates, fee to the bank',
        description: FLOW,
        body: internationalTransferSchema,
        response: RESPONSE,
      },
      config: create('INTERNATIONAL_TRANSFER'),
    },
    (request, reply) =>
      sendTransfer(deps, request, reply, { ...request.body, type: 'INTERNATIONAL', kind: 'INTERNATIONAL' }),
  );
});
