/**
 * The trade effect job, every minute on every replica (each effect is locked while it is settled,
 * so a sweep run twice settles nothing twice): effects whose deadline has come are paid or rejected.
 */
import { settleDueTradeEffects } from '../modules/trade-effects/trade-effect-settlement.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const TRADE_EFFECTS_QUEUE = 'trade-effects.deadlines';

export const tradeEffectsJob: JobDefinition = {
  queue: TRADE_EFFECTS_QUEUE,
  cron: '* * * * *',
  work: (_jobs, { database, clock }) => settleDueTradeEffects(database.db, clock.now()),
};
