/** An effect's deadline now, standing in for the bank's job and the drawee's bank. Never in production. */
import { tradeEffectsDevEndpoints } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { tradeEffects } from '../../db/schema/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { settleTradeEffect } from './trade-effect-settlement.service.ts';

export const tradeEffectsDevModule = defineModule('trade-effects-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  const db = deps.database.db;
  serve(app, tradeEffectsDevEndpoints.settle, async (request) => {
    if (request.body.isRefusedByDrawee) {
      // The drawee's bank's answer, recorded before the deadline is played (outward effects only).
      await db
        .update(tradeEffects)
        .set({ isRefusedByDrawee: true })
        .where(eq(tradeEffects.reference, request.body.reference));
    }
    return settleTradeEffect(db, request.body.reference, deps.clock.now());
  });
});
