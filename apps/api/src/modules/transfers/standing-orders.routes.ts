/**
 * transfer/permanentTransfer: sets up a standing order with the quote / confirm flow of the other
 * transfers (OTP.300 with the runs to come as `quote`, then the same body with `challenge-key` and
 * `Idempotency-Key`). Orders between the customer's own accounts need no code.
 */
import { objectEnvelope, permanentTransferInfoSchema, permanentTransferSchema } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { listStandingOrders } from './standing-order-lists.service.ts';
import { insertStandingOrder, prepareStandingOrder } from './standing-orders.service.ts';
import { TRANSFER_ACTIONS } from './transfer-calls.ts';
import { confirmTransferCall } from './transfer-confirm.ts';

export const standingOrdersModule = defineModule('standing-orders', async (app, deps) => {
  app.post(
    '/transfer/permanentTransfer',
    {
      schema: {
        tags: ['transfers'],
        summary:
          'Sets up a standing order: first and last execution dates, frequency; runs executed by the bank',
        description:
          'Without `challenge-key`: 403 OTP.300, body.result = challenge + `quote` (next runs, fees). Then the same ' +
          'body with `challenge-key` and `Idempotency-Key`: 200 with the order.',
        body: permanentTransferSchema,
        response: { 200: objectEnvelope(permanentTransferInfoSchema) },
      },
      config: {
        access: { auth: 'session', permission: { service: 'PERMANENT_TRANSFER', process: 'CREATE' } },
      },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      return confirmTransferCall(deps, request, reply, {
        operation: 'transfer.PERMANENT',
        serviceName: 'PERMANENT_TRANSFER',
        needsCode: body.creditAccountId === undefined,
        action: TRANSFER_ACTIONS.PERMANENT,
        prepare: async (db) => {
          const now = deps.clock.now();
          const prepared = await prepareStandingOrder(db, auth, body, now);
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
    },
  );
});
