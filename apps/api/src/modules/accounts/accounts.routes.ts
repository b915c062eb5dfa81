/**
 * Account calls of spec §7: account/all, account/txhistory, account/eligibleAccountsList,
 * account/updateMinAndMaxAmount, secure/account/balances, secure/account/permanent/eligible,
 * secure/debit and secure/credit. A user only ever reaches the accounts they may see.
 */
import {
  accountListRequestSchema,
  accountSchema,
  balanceHistoryRequestSchema,
  eligibleAccountsRequestSchema,
  listEnvelope,
  monthlyBalanceSchema,
  movementSummaryRequestSchema,
  movementSummarySchema,
  objectEnvelope,
  transactionHistoryRequestSchema,
  transactionPageSchema,
  updateMinAndMaxAmountSchema,
} from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { list, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
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

const TAGS = ['accounts'];
export const VIEW_ACCOUNTS = { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' } as const;
/** Reads sent as POST (the spec's shape) are reads: allowed in demo mode. */
export const READ_ACCOUNTS = {
  access: { auth: 'session', permission: VIEW_ACCOUNTS, effect: 'read' },
} as const;

export const accountsModule = defineModule('accounts', async (app, deps) => {
  const db = deps.database.db;
  const today = () => toCalendarDate(deps.clock.now());

  app.post(
    '/account/all',
    {
      schema: {
        tags: TAGS,
        summary: "The user's accounts with their balances (body.body.result)",
        body: accountListRequestSchema.optional(),
        response: { 200: listEnvelope(accountSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) => list(await getAccounts(db, requireAuth(request), today(), request.body?.accountType)),
  );

  app.post(
    '/account/txhistory',
    {
      schema: {
        tags: TAGS,
        summary:
          "An account's operations: period (two months at most), direction C/D, amount range, text; newest first",
        body: transactionHistoryRequestSchema,
        response: { 200: objectEnvelope(transactionPageSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) => ok(await getTransactionHistory(db, requireAuth(request), request.body)),
  );

  app.post(
    '/account/eligibleAccountsList',
    {
      schema: {
        tags: TAGS,
        summary: 'Accounts an operation may use: DEBIT (active, something to spend), CREDIT, STATEMENT, RIB',
        body: eligibleAccountsRequestSchema,
        response: { 200: listEnvelope(accountSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) =>
      list(await getEligibleAccounts(db, requireAuth(request), today(), request.body.purpose)),
  );

  app.post(
    '/account/updateMinAndMaxAmount',
    {
      schema: {
        tags: TAGS,
        summary: "Sets an account's low and high balance alert thresholds (null clears one)",
        body: updateMinAndMaxAmountSchema,
        response: { 200: objectEnvelope(accountSchema) },
      },
      config: {
        access: { auth: 'session', permission: { service: 'ACCOUNT_MANAGEMENT', process: 'UPDATE' } },
      },
    },
    async (request) => ok(await updateMinAndMaxAmount(db, requireAuth(request), today(), request.body)),
  );

  app.post(
    '/secure/account/balances',
    {
      schema: {
        tags: TAGS,
        summary: 'End-of-month balances (month MM/YYYY), the current month at today',
        body: balanceHistoryRequestSchema,
        response: { 200: listEnvelope(monthlyBalanceSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) =>
      list(
        await getMonthlyBalances(
          db,
          requireAuth(request),
          today(),
          request.body.accountId,
          request.body.months,
        ),
      ),
  );

  app.get(
    '/secure/account/permanent/eligible',
    {
      schema: {
        tags: TAGS,
        summary: 'Accounts a standing order may debit (active dinar main or current accounts)',
        response: { 200: listEnvelope(accountSchema) },
      },
      config: READ_ACCOUNTS,
    },
    async (request) => list(await getPermanentEligibleAccounts(db, requireAuth(request), today())),
  );

  for (const [path, direction] of [
    ['/secure/debit', 'D'],
    ['/secure/credit', 'C'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: TAGS,
          summary: `${direction === 'D' ? 'Debits' : 'Credits'} of an account over a period (default: 12 months), in total and per month`,
          body: movementSummaryRequestSchema,
          response: { 200: objectEnvelope(movementSummarySchema) },
        },
        config: READ_ACCOUNTS,
      },
      async (request) =>
        ok(await getMovementSummary(db, requireAuth(request), today(), direction, request.body)),
    );
  }
});
