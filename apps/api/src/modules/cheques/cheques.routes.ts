/**
 * The chequebook calls of spec §7 (chequesEndpoints). An order answers OTP.300 first and is placed
 * once the same body comes back with the verified `challenge-key` and an `Idempotency-Key`; a loss
 * declaration is immediate.
 */
import { chequesEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { confirmTransferCall } from '../transfers/index.ts';
import { getChequeImage } from './cheque-images.service.ts';
import { declareChequeLoss } from './cheque-loss.service.ts';
import { listChequebookTypes, ORDER_ACTION, prepareChequebookOrder } from './chequebook-order.service.ts';
import { listChequebookRequests } from './chequebook-requests.queries.ts';
import { listCheques } from './cheques.queries.ts';

export const chequesModule = defineModule('cheques', async (app, deps) => {
  const db = deps.database.db;
  const now = () => deps.clock.now();

  serve(app, chequesEndpoints.list, async (request) => listCheques(db, requireAuth(request), request.body));
  serve(app, chequesEndpoints.recto, async (request) =>
    getChequeImage(db, requireAuth(request), request.body.chequeId, 'RECTO'),
  );
  serve(app, chequesEndpoints.verso, async (request) =>
    getChequeImage(db, requireAuth(request), request.body.chequeId, 'VERSO'),
  );
  serve(app, chequesEndpoints.types, async (request) =>
    listChequebookTypes(db, requireAuth(request), request.query.accountId),
  );
  serve(app, chequesEndpoints.requests, async (request) =>
    listChequebookRequests(db, requireAuth(request), request.query.accountId),
  );
  serve(app, chequesEndpoints.declareLoss, async (request) =>
    declareChequeLoss(db, requireAuth(request), request.body, now()),
  );

  // Sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, chequesEndpoints.order, async (request, reply) => {
    const auth = requireAuth(request);
    await confirmTransferCall(deps, request, reply, {
      operation: 'cheques.order',
      serviceName: 'CHECKBOOK_REQUEST',
      needsCode: true,
      action: ORDER_ACTION,
      prepare: async (tx) => {
        const prepared = await prepareChequebookOrder(tx, auth, request.body, now());
        return { ...prepared, execute: async (placing) => ok(await prepared.place(placing)) };
      },
    });
    return reply;
  });
});
