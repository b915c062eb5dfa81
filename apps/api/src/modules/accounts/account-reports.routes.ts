/**
 * Account documents of spec §7 (`accountReportsEndpoints` in @baraka/contracts): secure/list-extrait,
 * secure/report/accountStatement, secure/report/filteredAccountStatement,
 * secure/report/accountReceipt and secure/rib/pdf. Each document answers a base64 data URL in the
 * envelope, or the PDF itself when asked with `Accept: application/pdf` (a download).
 */
import { accountReportsEndpoints } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { pdfResult } from '../../plugins/pdf-answer.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import {
  listMonthlyStatements,
  type ReportContext,
  renderFilteredStatement,
  renderMonthlyStatement,
  renderReceipt,
  renderRib,
} from './account-reports.service.ts';

export const accountReportsModule = defineModule('account-reports', async (app, deps) => {
  const context = (request: FastifyRequest): ReportContext => {
    const now = deps.clock.now();
    return {
      db: deps.database.db,
      auth: requireAuth(request),
      language: request.context.language,
      today: toCalendarDate(now),
      now,
    };
  };

  serve(app, accountReportsEndpoints.monthlyStatements, (request) =>
    listMonthlyStatements(context(request), request.body.accountId),
  );

  serve(app, accountReportsEndpoints.monthlyStatement, async (request, reply) =>
    pdfResult(
      request,
      reply,
      await renderMonthlyStatement(context(request), request.body.accountId, request.body.month),
    ),
  );

  serve(app, accountReportsEndpoints.filteredStatement, async (request, reply) =>
    pdfResult(request, reply, await renderFilteredStatement(context(request), request.body)),
  );

  serve(app, accountReportsEndpoints.receipt, async (request, reply) =>
    pdfResult(
      request,
      reply,
      await renderReceipt(context(request), request.body.accountId, request.body.transactionId),
    ),
  );

  serve(app, accountReportsEndpoints.rib, async (request, reply) =>
    pdfResult(request, reply, await renderRib(context(request), request.body.accountId)),
  );
});
