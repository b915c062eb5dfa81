/**
 * The card network and the bank's card office, standing in until real ones are connected: the
 * terminal authorises a payment or withdrawal, an authorisation is settled or cancelled now, an
 * order is decided now. Never registered in production.
 */
import { cardsDevEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { answerIdempotently, IDEMPOTENCY_HEADER } from '../../plugins/idempotent-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { closeAuthorisation } from './card-authorisations.service.ts';
import { decideCardRequest } from './card-office.service.ts';
import { authoriseCardOperation } from './card-terminal.service.ts';

/** Whose keys the terminal's are: one scope for every merchant of the simulator. */
const TERMINAL_SCOPE = 'card-terminal';

export const cardsDevModule = defineModule('cards-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  const db = deps.database.db;

  serve(app, cardsDevEndpoints.terminal, async (request, reply) => {
    const now = deps.clock.now();
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
      return db.transaction((tx) => authoriseCardOperation(tx, request.body, now));
    }
    return answerIdempotently(request, reply, {
      db,
      now,
      scope: TERMINAL_SCOPE,
      execute: async (tx) => ok(await authoriseCardOperation(tx, request.body, now)),
    });
  });
  serve(app, cardsDevEndpoints.authorisation, async (request) =>
    closeAuthorisation(db, request.body.operationId, request.body.action, deps.clock.now()),
  );
  serve(app, cardsDevEndpoints.advanceRequest, async (request) =>
    decideCardRequest(
      db,
      request.body.referenceNumber,
      { to: request.body.to, note: request.body.note },
      deps.clock.now(),
    ),
  );
});
