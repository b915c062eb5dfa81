/**
 * The card calls of spec §7 (cardsEndpoints). Blocking answers at once; unblocking, a limit change
 * and an order answer OTP.300 first and go through once the same body comes back with the verified
 * `challenge-key`; a top-up also takes an `Idempotency-Key` and answers a replay with the first
 * answer, refusals included.
 */
import { cardsEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { languageOf } from '../../plugins/language.ts';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import { confirmTransferCall } from '../transfers/index.ts';
import { exportCardOperations } from './card-export.service.ts';
import { listCardOperations } from './card-operations.service.ts';
import { orderCard } from './card-order.service.ts';
import { getCardRequestForm, listCardProducts } from './card-products.service.ts';
import { getCardRequest, listCardRequests } from './card-requests.queries.ts';
import { prepareTopUp, TOP_UP_ACTION } from './card-top-up.service.ts';
import {
  blockCard,
  getCard,
  listCardLimits,
  listCards,
  unblockCard,
  updateCardLimit,
} from './cards.service.ts';

export const cardsModule = defineModule('cards', async (app, deps) => {
  const db = deps.database.db;
  const now = () => deps.clock.now();

  serve(app, cardsEndpoints.list, async (request) => listCards(db, requireAuth(request), now()));
  serve(app, cardsEndpoints.detail, async (request) =>
    getCard(db, requireAuth(request), request.body.cardId, now()),
  );
  serve(app, cardsEndpoints.operations, async (request) =>
    listCardOperations(db, requireAuth(request), request.body),
  );
  serve(app, cardsEndpoints.block, async (request) =>
    blockCard(db, requireAuth(request), request.body, now()),
  );
  serve(app, cardsEndpoints.unblock, async (request) =>
    unblockCard(toChallengeDeps(deps), request, requireAuth(request), request.body.cardId),
  );
  serve(app, cardsEndpoints.limits, async (request) =>
    listCardLimits(db, requireAuth(request), request.query.cardId),
  );
  serve(app, cardsEndpoints.updateLimit, async (request) =>
    updateCardLimit(toChallengeDeps(deps), request, requireAuth(request), request.body),
  );
  serve(app, cardsEndpoints.products, async (request) =>
    listCardProducts(db, requireAuth(request), request.body.accountId),
  );
  serve(app, cardsEndpoints.requestForm, async (request) => getCardRequestForm(db, requireAuth(request)));
  serve(app, cardsEndpoints.order, async (request) =>
    orderCard(toChallengeDeps(deps), request, requireAuth(request), request.body),
  );
  serve(app, cardsEndpoints.requestHistory, async (request) => listCardRequests(db, requireAuth(request)));
  serve(app, cardsEndpoints.request, async (request) =>
    getCardRequest(db, requireAuth(request), request.query.referenceNumber),
  );
  serve(app, cardsEndpoints.export, async (request, reply) => {
    const exported = await exportCardOperations(
      db,
      requireAuth(request),
      request.body,
      languageOf(request),
      now(),
    );
    return exported.kind === 'PDF'
      ? pdfResult(request, reply, exported.rendered)
      : { fileName: exported.fileName, file: exported.file };
  });

  // Sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, cardsEndpoints.topUp, async (request, reply) => {
    const auth = requireAuth(request);
    await confirmTransferCall(deps, request, reply, {
      operation: 'card.topUp',
      serviceName: 'OWN_ACCOUNT_TRANSFER',
      needsCode: true,
      action: TOP_UP_ACTION,
      prepare: async (tx) => {
        const prepared = await prepareTopUp(tx, auth, request.body, now());
        return { ...prepared, execute: async (booking) => ok(await prepared.book(booking)) };
      },
    });
    return reply;
  });
});
