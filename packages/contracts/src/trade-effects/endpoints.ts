/**
 * The trade effect calls of spec §7 (`tradeEffectsEndpoints`): the inward and outward effects with
 * the list filters, and each effect's front and back drawn from its data; and
 * (`tradeEffectsDevEndpoints`) the deadline settled now, standing in for the bank's job and the
 * drawee's bank, never served in production.
 */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  settleTradeEffectSchema,
  tradeEffectImageRequestSchema,
  tradeEffectsRequestSchema,
} from './requests.ts';
import { tradeEffectImageSchema, tradeEffectSchema } from './schemas.ts';

const VIEW_EFFECTS = {
  auth: 'session',
  permission: { service: 'TRADING_EFFECTS_LIST', process: 'VIEW' },
} as const;
const FILTERS_NOTE = 'Deadlines coming soonest first. The period (on the deadline) is two months at most.';

export const tradeEffectsEndpoints = {
  inward: defineEndpoint({
    method: 'POST',
    path: 'secure/api/tradingEffects/getInwardTradingEffects',
    area: 'trade-effects',
    summary: 'The effects drawn on the customer, paid from their account at the deadline',
    description: FILTERS_NOTE,
    access: { auth: 'session', permission: { service: 'TRADING_EFFECTS_IN', process: 'VIEW' } },
    effect: 'read',
    body: tradeEffectsRequestSchema,
    answer: listAnswer(tradeEffectSchema),
  }),
  outward: defineEndpoint({
    method: 'POST',
    path: 'secure/api/tradingEffects/getOutwardTradingEffects',
    area: 'trade-effects',
    summary: "The customer's effects presented for collection, credited when the drawee's bank pays",
    description: FILTERS_NOTE,
    access: { auth: 'session', permission: { service: 'TRADING_EFFECTS_OUT', process: 'VIEW' } },
    effect: 'read',
    body: tradeEffectsRequestSchema,
    answer: listAnswer(tradeEffectSchema),
  }),
  recto: defineEndpoint({
    method: 'POST',
    path: 'secure/api/tradingEffects/effect/recto',
    area: 'trade-effects',
    summary: 'The front of an effect, drawn from its data (amount in figures and words, deadline, drawee)',
    access: VIEW_EFFECTS,
    effect: 'read',
    body: tradeEffectImageRequestSchema,
    answer: objectAnswer(tradeEffectImageSchema),
  }),
  verso: defineEndpoint({
    method: 'POST',
    path: 'secure/api/tradingEffects/effect/verso',
    area: 'trade-effects',
    summary: 'The back of an effect, with its endorsement and the bank’s stamp',
    access: VIEW_EFFECTS,
    effect: 'read',
    body: tradeEffectImageRequestSchema,
    answer: objectAnswer(tradeEffectImageSchema),
  }),
};

export const tradeEffectsDevEndpoints = {
  settle: defineEndpoint({
    method: 'POST',
    path: 'dev/trade-effects/settle',
    area: 'trade-effects',
    summary: "An effect's deadline now: paid through the ledger, or rejected with the reason",
    access: { auth: 'public' },
    body: settleTradeEffectSchema,
    answer: objectAnswer(tradeEffectSchema),
    movesMoney: true,
  }),
};
