/** What the trade effect calls take (spec §7 "Trade effects"); the same schemas validate the web filters. */
import { z } from 'zod';
import { amountInputSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { TRADE_EFFECT_STATUSES } from './schemas.ts';

/** The filters of both lists: account, deadline period (two months at most), state, amount range. */
export const tradeEffectsRequestSchema = z
  .object({
    accountId: z.uuid().optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    status: z.enum(['ALL', ...TRADE_EFFECT_STATUSES]).default('ALL'),
    minAmount: amountInputSchema.optional(),
    maxAmount: amountInputSchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    message: 'minDate',
    path: ['endDate'],
  })
  .default({ status: 'ALL' });
export type TradeEffectsRequest = z.infer<typeof tradeEffectsRequestSchema>;

export const tradeEffectImageRequestSchema = z.object({ effectId: z.uuid() });

/** Development: the deadline has come for this effect now (paid, or rejected with the reason). */
export const settleTradeEffectSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  /** For an outward effect: whether the drawee's bank pays. */
  isRefusedByDrawee: z.boolean().default(false),
});
