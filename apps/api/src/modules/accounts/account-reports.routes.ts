/**
 * Account documents of spec §7: secure/list-extrait, secure/report/accountStatement,
 * secure/report/filteredAccountStatement, secure/report/accountReceipt and secure/rib/pdf. Each
 * answers a base64 data URL in the envelope, or the PDF itself when asked with
 * `Accept: application/pdf` (a download).
 */
import {
  accountIdSchema,
  accountReceiptRequestSchema,
  accountStatementRequestSchema,
  filteredStatementRequestSchema,
  listEnvelope,
  monthlyStatementSchema,
  objectEnvelope,
  pdfDocumentSchema,
} from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { list } from '../../plugins/envelope.ts';
import { answerPdf, PDF_DOWNLOAD_NOTE } from '../../plugins/pdf-answer.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import {
  listMonthlyStatements,
  type ReportContext,
  renderFilteredStatement,
  renderMonthlyStatement,
  renderReceipt,
  renderRib,
} from './account-reports.service.ts';
import { READ_ACCOUNTS } from './accounts.routes.ts';

const TAGS = ['accounts'];
const DOWNLOAD_NOTE = PDF_DOWNLOAD_NOTE;

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
  const pdfResponse = { 200: objectEnvelope(pdfDocumentSchema) };

  app.post(
    '/secure/list-extrait',
    {
      schema: {
        tags: TAGS,
        summary: 'Monthly statements available for an account (complete months, the last twelve)',
        body: accountIdSchema,
        response: { 200: listEnvelope(monthlyStatementSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) => list(await listMonthlyStatements(context(request), request.body.accountId)),
  );

  app.post(
    '/secure/report/accountStatement',
    {
      schema: {
        tags: TAGS,
        summary: 'Statement of one month (PDF)',
        description: DOWNLOAD_NOTE,
        body: accountStatementRequestSchema,
        response: pdfResponse,
      },
      config: READ_ACCOUNTS,
    },
    async (request, reply) =>
      answerPdf(
        request,
        reply,
        await renderMonthlyStatement(context(request), request.body.accountId, request.body.month),
      ),
  );

  app.post(
    '/secure/report/filteredAccountStatement',
    {
      schema: {
        tags: TAGS,
        summary: 'Statement of a period (two months at most) with the history filters (PDF)',
        description: DOWNLOAD_NOTE,
        body: filteredStatementRequestSchema,
        response: pdfResponse,
      },
      config: READ_ACCOUNTS,
    },
    async (request, reply) =>
      answerPdf(request, reply, await renderFilteredStatement(context(request), request.body)),
  );

  app.post(
    '/secure/report/accountReceipt',
    {
      schema: {
        tags: TAGS,
        summary: 'Receipt of one operation (PDF)',
        description: DOWNLOAD_NOTE,
        body: accountReceiptRequestSchema,
        response: pdfResponse,
      },
      config: READ_ACCOUNTS,
    },
    async (request, reply) =>
      answerPdf(
        request,
        reply,
        await renderReceipt(context(request), request.body.accountId, request.body.transactionId),
      ),
  );

  app.post(
    '/secure/rib/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'RIB / IBAN certificate of an account (PDF)',
        description: DOWNLOAD_NOTE,
        body: accountIdSchema,
        response: pdfResponse,
      },
      config: READ_ACCOUNTS,
    },
    async (request, reply) =>
      answerPdf(request, reply, await renderRib(context(request), request.body.accountId)),
  );
});
