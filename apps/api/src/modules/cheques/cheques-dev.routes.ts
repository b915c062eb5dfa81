/**
 * The interbank clearing house and the bank's chequebook office, standing in until real ones are
 * connected: a cheque the customer emitted is presented (paid or rejected), a cheque is deposited
 * (credited after the clearing), an order takes its next step now. Never registered in production.
 */
import { chequesDevEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { answerIdempotently, IDEMPOTENCY_HEADER } from '../../plugins/idempotent-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { depositCheque, presentCheque } from './cheque-clearing.service.ts';
import { advanceChequebookRequest } from './chequebook-office.service.ts';

/** Whose keys the clearing house's are: one scope for every bank presenting. */
const CLEARING_SCOPE = 'cheque-clearing';

export const chequesDevModule = defineModule('cheques-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  const db = deps.database.db;

  serve(app, chequesDevEndpoints.present, async (request, reply) => {
    const now = deps.clock.now();
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
      return db.transaction((tx) => presentCheque(tx, request.body, now));
    }
    return answerIdempotently(request, reply, {
      db,
      now,
      scope: CLEARING_SCOPE,
      execute: async (tx) => ok(await presentCheque(tx, request.body, now)),
    });
  });
  serve(app, chequesDevEndpoints.deposit, async (request, reply) => {
    const now = deps.clock.now();
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
      return db.transaction((tx) => depositCheque(tx, request.body, now));
    }
    return answerIdempotently(request, reply, {
      db,
      now,
      scope: CLEARING_SCOPE,
      execute: async (tx) => ok(await depositCheque(tx, request.body, now)),
    });
  });
  serve(app, chequesDevEndpoints.advanceRequest, async (request) =>
    advanceChequebookRequest(db, request.body.reference, deps.clock.now()),
  );
});
