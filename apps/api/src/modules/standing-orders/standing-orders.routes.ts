/**
 * displayPermanentTransferListByCustomer (standingOrdersEndpoints.list) lists the standing orders;
 * transfer/permanentTransfer (standingOrdersEndpoints.create) sets up a standing order with the
 * quote / confirm flow of the other transfers (OTP.300 with the runs to come as `quote`, then the
 * same body with `challenge-key` and `Idempotency-Key`). Orders between the customer's own accounts
 * need no code.
 */
import { standingOrdersEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { confirmTransferCall, TRANSFER_ACTIONS } from '../transfers/index.ts';
import { listStandingOrders } from './lists.service.ts';
import { insertStandingOrder, prepareStandingOrder } from './standing-orders.service.ts';

export const standingOrdersModule = defineModule('standing-orders', async (app, deps) => {
  serve(app, standingOrdersEndpoints.list, async (request) =>
    listStandingOrders(deps.database.db, requireAuth(request), request.body, deps.clock.now()),
  );

  // Sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, standingOrdersEndpoints.create, async (request, reply) => {
    const auth = requireAuth(request);
    const body = request.body;
    await confirmTransferCall(deps, request, reply, {
      operation: 'transfer.PERMANENT',
      serviceName: 'PERMANENT_TRANSFER',
      needsCode: body.creditAccountId === undefined,
      action: TRANSFER_ACTIONS.PERMANENT,
      prepare: async (db) => {
        const now = deps.clock.now();
        const prepared = await prepareStandingOrder(db, auth, body, now, request.context.language);
        const { values, quote } = prepared;
        return {
          binding: {
            type: 'PERMANENT',
            debitAccountId: values.debitAccountId,
            amountMinor: values.amountMinor.toString(),
            currency: values.currency,
            payee: values.creditAccountId ?? values.payeeRib,
            payeeName: values.payeeName,
            frequency: values.frequency,
            firstExecutionDate: values.firstExecutionDate,
            lastExecutionDate: values.lastExecutionDate ?? '',
          },
          amountText: `${quote.amount} ${quote.currency}`,
          payeeText: values.payeeName,
          quote,
          execute: async (tx) => {
            const id = await insertStandingOrder(tx, prepared);
            const orders = await listStandingOrders(
              tx,
              auth,
              { status: 'ALL', accountId: values.debitAccountId },
              now,
            );
            const created = orders.find((order) => order.id === id);
            if (!created) {
              throw new AppError('DEFAULT_ERROR', { message: 'The standing order was not read back' });
            }
            return ok(created);
          },
        };
      },
    });
    return reply;
  });
});
