/**
 * Balance alerts, every minute on every replica: each crossing of a threshold is claimed from the
 * state it left, so a sweep run twice tells the customer once (modules/accounts/balance-alerts).
 */
import { runBalanceAlerts } from '../modules/accounts/balance-alerts.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const BALANCE_ALERTS_QUEUE = 'accounts.balance-alerts';

export const balanceAlertJob: JobDefinition = {
  queue: BALANCE_ALERTS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => runBalanceAlerts(database.db, clock.now()),
};
