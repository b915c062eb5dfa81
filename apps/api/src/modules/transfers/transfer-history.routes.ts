/**
 * Reading and cancelling transfers (spec §7, transfersEndpoints and standingOrdersEndpoints.list):
 * secure/transfer/config, secure/api/transfer/display, its receipt, displayTransferListByCustomer
 * and displayPermanentTransferListByCustomer (the bulk list is in bulk-transfers.routes.ts), and
 * transfer/cancel (a transfer not executed yet, or a standing order's runs to come; needs an
 * `Idempotency-Key`: a cancel may post a reversal).
 */
import { standingOrdersEndpoints, transfersEndpoints } from '@baraka/contracts';
import { bool, ok } from '../../plugins/envelope.ts';
import { answerIdempotently } from '../../plugins/idempotent-answer.ts';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { listStandingOrders } from './standing-order-lists.service.ts';
import { cancelStandingOrder } from './standing-orders.service.ts';
import { cancelTransfer } from './transfer-cancel.service.ts';
import { getTransferConfig } from './transfer-config.service.ts';
import { getTransferDetail, listTransfersByAccount } from './transfer-lists.service.ts';
import { renderTransferReceiptPdf } from './transfer-receipt.service.ts';

export const transferHistoryModule = defineModule('transfer-history', async (app, deps) => {
  const db = deps.database.db;

  serve(app, transfersEndpoints.config, async (request) =>
    getTransferConfig(db, requireAuth(request), deps.clock.now()),
  );

  serve(app, transfersEndpoints.display, async (request) =>
    getTransferDetail(db, requireAuth(request), request.body.id),
  );

  serve(app, transfersEndpoints.receipt, async (request, reply) =>
    pdfResult(
      request,
      reply,
      await renderTransferReceiptPdf(
        { db, auth: requireAuth(request), language: request.context.language, now: deps.clock.now() },
        request.body.id,
      ),
    ),
  );

  serve(app, transfersEndpoints.listByAccount, async (request) =>
    listTransfersByAccount(db, requireAuth(request), request.body),
  );

  serve(app, standingOrdersEndpoints.list, async (request) =>
    listStandingOrders(db, requireAuth(request), request.body, deps.clock.now()),
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
        return ok(await cancelTransfer(tx, auth, id, now));
      },
    });
  });
});
