/**
 * Reading and cancelling transfers (spec §7): GET secure/transfer/config, secure/api/transfer/display,
 * displayTransferListByCustomer and displayPermanentTransferListByCustomer (the bulk list is in
 * bulk-transfers.routes.ts), and transfer/cancel (a transfer not executed
 * yet, or a standing order's runs to come; needs an `Idempotency-Key`: a cancel may post a reversal).
 */
import {
  accountTransfersSchema,
  cancelTransferSchema,
  listEnvelope,
  objectEnvelope,
  pdfDocumentSchema,
  permanentTransferFilterSchema,
  permanentTransferInfoSchema,
  transferConfigSchema,
  transferDetailSchema,
  transferIdSchema,
  transferListFilterSchema,
} from '@baraka/contracts';
import type { ServiceName } from '@baraka/domain';
import { bool, list, ok } from '../../plugins/envelope.ts';
import { answerIdempotently } from '../../plugins/idempotent-answer.ts';
import { answerPdf, PDF_DOWNLOAD_NOTE } from '../../plugins/pdf-answer.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { listStandingOrders } from './standing-order-lists.service.ts';
import { cancelStandingOrder } from './standing-orders.service.ts';
import { cancelTransfer } from './transfer-cancel.service.ts';
import { getTransferConfig } from './transfer-config.service.ts';
import { getTransferDetail, listTransfersByAccount } from './transfer-lists.service.ts';
import { renderTransferReceiptPdf } from './transfer-receipt.service.ts';

const TAGS = ['transfers'];
/** Reads sent as POST (the spec's shape) stay reads: allowed in demo mode. */
const view = (service: ServiceName) =>
  ({ access: { auth: 'session', permission: { service, process: 'VIEW' }, effect: 'read' } }) as const;

export const transferHistoryModule = defineModule('transfer-history', async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/secure/transfer/config',
    {
      schema: {
        tags: TAGS,
        summary:
          "The pack's limits (minAmountTransaction, maxAmountTransacation, daily) and today's use, fees, cut-off",
        response: { 200: objectEnvelope(transferConfigSchema) },
      },
      config: view('OWN_ACCOUNT_TRANSFER'),
    },
    async (request) => ok(await getTransferConfig(db, requireAuth(request), deps.clock.now())),
  );

  app.post(
    '/secure/api/transfer/display',
    {
      schema: {
        tags: TAGS,
        summary: 'One transfer with its execution dates and status history',
        body: transferIdSchema,
        response: { 200: objectEnvelope(transferDetailSchema) },
      },
      config: view('OWN_ACCOUNT_TRANSFER'),
    },
    async (request) => ok(await getTransferDetail(db, requireAuth(request), request.body.id)),
  );

  app.post(
    '/secure/transfer/receipt',
    {
      schema: {
        tags: TAGS,
        summary: 'Receipt of one transfer order (PDF), whatever its status',
        description: PDF_DOWNLOAD_NOTE,
        body: transferIdSchema,
        response: { 200: objectEnvelope(pdfDocumentSchema) },
      },
      config: view('OWN_ACCOUNT_TRANSFER'),
    },
    async (request, reply) =>
      answerPdf(
        request,
        reply,
        await renderTransferReceiptPdf(
          { db, auth: requireAuth(request), language: request.context.language, now: deps.clock.now() },
          request.body.id,
        ),
      ),
  );

  app.post(
    '/transfer/displayTransferListByCustomer',
    {
      schema: {
        tags: TAGS,
        summary: 'Transfers per debited account (spec §3 Transfer history) with the §3 filter, newest first',
        body: transferListFilterSchema,
        response: { 200: listEnvelope(accountTransfersSchema) },
      },
      config: view('OWN_ACCOUNT_TRANSFER'),
    },
    async (request) => list(await listTransfersByAccount(db, requireAuth(request), request.body)),
  );

  app.post(
    '/transfer/displayPermanentTransferListByCustomer',
    {
      schema: {
        tags: TAGS,
        summary: 'Standing orders (spec §3 Permanent transfer) with their next date and runs',
        body: permanentTransferFilterSchema,
        response: { 200: listEnvelope(permanentTransferInfoSchema) },
      },
      config: view('PERMANENT_TRANSFER'),
    },
    async (request) =>
      list(await listStandingOrders(db, requireAuth(request), request.body, deps.clock.now())),
  );

  app.post(
    '/transfer/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancels a transfer not executed yet (reversing its booking) or a standing order',
        description:
          'target TRANSFER (default): PENDING or PROGRESS only, else 409 TRANSFER.NOT_CANCELLABLE; answers the ' +
          'transfer, now REJECTED/REVE with statusReason CANCELLED_BY_CUSTOMER. target PERMANENT: answers true.',
        body: cancelTransferSchema,
      },
      config: {
        access: { auth: 'session', permission: { service: 'OWN_ACCOUNT_TRANSFER', process: 'CREATE' } },
      },
    },
    (request, reply) => {
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
    },
  );
});
