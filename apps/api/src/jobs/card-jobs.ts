/**
 * The card jobs, every minute on every replica (pg-boss hands each scheduled run to one worker;
 * each authorisation and order is locked while it is closed, so a sweep run twice does nothing
 * twice): authorisations settled once SETTLEMENT_DELAY_MS has passed, orders decided once
 * ORDER_DECISION_DELAY_MS has passed.
 */
import { settleDueAuthorisations } from '../modules/cards/card-authorisations.service.ts';
import { decideDueCardRequests } from '../modules/cards/card-office.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const CARD_SETTLEMENT_QUEUE = 'cards.settlement';
export const CARD_REQUESTS_QUEUE = 'cards.requests';

export const cardSettlementJob: JobDefinition = {
  queue: CARD_SETTLEMENT_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => settleDueAuthorisations(database.db, clock.now()),
};

export const cardRequestsJob: JobDefinition = {
  queue: CARD_REQUESTS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => decideDueCardRequests(database.db, clock.now()),
};
