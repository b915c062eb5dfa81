/**
 * The financing calls of spec §7 "Loans" (financingEndpoints): the list, the details and the
 * funding schedule, and the early repayment (a quote, then the repayment confirmed by a one-time
 * code with an `Idempotency-Key`, replayed byte for byte, refusals included).
 */
import { financingEndpoints } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { languageOf } from '../../plugins/language.ts';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { confirmTransferCall } from '../transfers/index.ts';
import { getFinancingDetails, getFundingSchedule, listFinancings } from './financing.service.ts';
import {
  EARLY_REPAYMENT_ACTION,
  prepareEarlyRepayment,
  quoteEarlyRepayment,
} from './financing-early-repayment.service.ts';
import { renderSchedulePdf } from './financing-schedule-pdf.service.ts';

export const financingModule = defineModule('financing', async (app, deps) => {
  const db = deps.database.db;
  const now = () => deps.clock.now();

  serve(app, financingEndpoints.list, async (request) => listFinancings(db, requireAuth(request)));
  serve(app, financingEndpoints.details, async (request) =>
    getFinancingDetails(db, requireAuth(request), request.body.loanId),
  );
  serve(app, financingEndpoints.schedule, async (request) =>
    getFundingSchedule(db, requireAuth(request), request.body.loanId),
  );
  serve(app, financingEndpoints.schedulePdf, async (request, reply) =>
    pdfResult(
      request,
      reply,
      await renderSchedulePdf(db, requireAuth(request), request.body.loanId, languageOf(request), now()),
    ),
  );
  serve(app, financingEndpoints.earlyRepaymentQuote, async (request) =>
    quoteEarlyRepayment(db, requireAuth(request), request.body.loanId, now()),
  );
  // Sends its answer itself (idempotently): the handler resolves with the reply.
  serve(app, financingEndpoints.earlyRepayment, async (request, reply) => {
    const auth = requireAuth(request);
    await confirmTransferCall(deps, request, reply, {
      operation: 'financing.earlyRepayment',
      serviceName: 'OWN_ACCOUNT_TRANSFER',
      needsCode: true,
      action: EARLY_REPAYMENT_ACTION,
      prepare: async (tx) => {
        const prepared = await prepareEarlyRepayment(tx, auth, request.body.loanId, now());
        return { ...prepared, execute: async (booking) => ok(await prepared.book(booking)) };
      },
    });
    return reply;
  });
});
