/**
 * The transfer orders of spec §7 (transfersEndpoints): transfer/personal, withinBankTransfer,
 * addwithinbank, localTransfer, internationalTransfer, and transfer/quote to review any of them
 * first; secure/transfer/config, secure/api/transfer/display and its receipt to read one back.
 * The flow (quote, OTP.300, the same order again with `challenge-key` and `Idempotency-Key`) is
 * described in @baraka/contracts' transfer-endpoints.ts; a replay answers the first result
 * (`idempotent-replayed: true`). A changed amount, currency or payee voids the code (410).
 */
import { transfersEndpoints } from '@baraka/contracts';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { sendTransfer } from './transfer-calls.ts';
import { getTransferConfig } from './transfer-config.service.ts';
import { getTransferDetail } from './transfer-detail.service.ts';
import { toTransferOrder } from './transfer-order.ts';
import { quoteTransfer } from './transfer-quote.service.ts';
import { renderTransferReceiptPdf } from './transfer-receipt.service.ts';

export const transfersModule = defineModule('transfers', async (app, deps) => {
  const db = deps.database.db;

  serve(app, transfersEndpoints.quote, async (request) =>
    quoteTransfer(
      db,
      requireAuth(request),
      toTransferOrder(request.body),
      deps.clock.now(),
      request.context.language,
    ),
  );

  // Each order sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, transfersEndpoints.personal, async (request, reply) => {
    await sendTransfer(deps, request, reply, { ...request.body, type: 'OWN_ACCOUNT', kind: 'OWN_ACCOUNT' });
    return reply;
  });

  serve(app, transfersEndpoints.withinBank, async (request, reply) => {
    await sendTransfer(deps, request, reply, { ...request.body, type: 'WITHINBANK', kind: 'WITHINBANK' });
    return reply;
  });

  serve(app, transfersEndpoints.newWithinBank, async (request, reply) => {
    await sendTransfer(deps, request, reply, {
      ...request.body,
      type: 'WITHINBANK',
      kind: 'WITHINBANK',
      checkPayeeName: true,
    });
    return reply;
  });

  serve(app, transfersEndpoints.local, async (request, reply) => {
    await sendTransfer(deps, request, reply, { ...request.body, type: 'NATIONAL', kind: 'NATIONAL' });
    return reply;
  });

  serve(app, transfersEndpoints.international, async (request, reply) => {
    await sendTransfer(deps, request, reply, {
      ...request.body,
      type: 'INTERNATIONAL',
      kind: 'INTERNATIONAL',
    });
    return reply;
  });

  serve(app, transfersEndpoints.config, async (request) =>
    getTransferConfig(db, requireAuth(request), deps.clock.now()),
  );

  serve(app, transfersEndpoints.display, async (request) =>
    getTransferDetail(db, requireAuth(request), request.body.id, request.context.language),
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
});
