/**
 * The history (spec §7, transfersEndpoints): displayTransferListByCustomer, and transfer/cancel
 * from it (a transfer not executed yet, or a standing order's runs to come; needs an
 * `Idempotency-Key`: a cancel may post a reversal). The cancel lives here, the one area that sees
 * both transfers and standing orders; reading one transfer is in transfers/transfers.routes.ts, the standing
 * order and bulk lists in their own areas.
 */
import { transfersEndpoints } from '@baraka/contracts';
import { bool, ok } from '../../plugins/envelope.ts';
import { answerIdempotently } from '../../plugins/idempotent-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { cancelStandingOrder } from '../standing-orders/index.ts';
import { cancelTransfer } from '../transfers/index.ts';
import { listTransfersByAccount } from './transfer-history.service.ts';

export const transferHistoryModule = defineModule('transfer-history', async (app, deps) => {
  const db = deps.database.db;

  serve(app, transfersEndpoints.listByAccount, async (request) =>
    listTransfersByAccount(db, requireAuth(request), request.body, request.context.language),
  );

  // Sent idempotently as its first answer's bytes: the transfer (an object) or true (a boolean).
  serve(app, transfersEndpoints.cancel, async (request, reply) => {
    const auth = requireAuth(request);
    const now = deps.clock.now();
    const { id, target } = request.body;
    return answerIdempotently(request, reply, {
      db,
      now,
      scope: auth.userId,
      execute: async (tx) => {
        if (target === 'PERMANENT') {
          await cancelStandingOrder(tx, auth, id, now);
          return bool(true);
        }
        return ok(await cancelTransfer(tx, auth, id, now, request.context.language));
      },
    });
  });
});
