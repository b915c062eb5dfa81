/**
 * Account calls of spec §7 (`accountsEndpoints` in @baraka/contracts): account/all,
 * account/txhistory, account/eligibleAccountsList, account/updateMinAndMaxAmount,
 * secure/account/balances, secure/account/permanent/eligible, secure/debit and secure/credit. A user
 * only ever reaches the accounts they may see.
 */
import { accountsEndpoints } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import {
  getAccounts,
  getEligibleAccounts,
  getMonthlyBalances,
  getMovementSummary,
  getPermanentEligibleAccounts,
  getTransactionHistory,
  updateMinAndMaxAmount,
} from './accounts.service.ts';

export const accountsModule = defineModule('accounts', async (app, deps) => {
  const db = deps.database.db;
  const today = () => toCalendarDate(deps.clock.now());
  const viewOf = (request: FastifyRequest) => ({ today: today(), language: request.context.language });

  serve(app, accountsEndpoints.all, (request) =>
    getAccounts(db, requireAuth(request), viewOf(request), request.body?.accountType),
  );

  serve(app, accountsEndpoints.transactionHistory, (request) =>
    getTransactionHistory(db, requireAuth(request), request.body),
  );

  serve(app, accountsEndpoints.eligible, (request) =>
    getEligibleAccounts(db, requireAuth(request), viewOf(request), request.body.purpose),
  );

  serve(app, accountsEndpoints.updateMinAndMaxAmount, (request) =>
    updateMinAndMaxAmount(db, requireAuth(request), viewOf(request), request.body),
  );

  serve(app, accountsEndpoints.monthlyBalances, (request) =>
    getMonthlyBalances(db, requireAuth(request), today(), request.body.accountId, request.body.months),
  );

  serve(app, accountsEndpoints.permanentEligible, (request) =>
    getPermanentEligibleAccounts(db, requireAuth(request), viewOf(request)),
  );

  serve(app, accountsEndpoints.debits, (request) =>
    getMovementSummary(db, requireAuth(request), today(), 'D', request.body),
  );

  serve(app, accountsEndpoints.credits, (request) =>
    getMovementSummary(db, requireAuth(request), today(), 'C', request.body),
  );
});
