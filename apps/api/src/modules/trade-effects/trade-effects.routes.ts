/** The trade effect calls of spec §7 (tradeEffectsEndpoints): both lists and each effect's images. */
import { tradeEffectsEndpoints } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { bankCustomers } from '../../db/schema/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { type AuthContext, requireAuth } from '../../plugins/session/auth-context.ts';
import { defineModule } from '../module.ts';
import { toEffectImage } from './trade-effect-image.ts';
import { getVisibleTradeEffect, listTradeEffects, toTradeEffect } from './trade-effects.queries.ts';

async function getEffectImage(db: AppDb, auth: AuthContext, effectId: string, side: 'RECTO' | 'VERSO') {
  const { effect, account } = await getVisibleTradeEffect(db, auth, effectId);
  const [customer] = await db
    .select({ name: bankCustomers.name })
    .from(bankCustomers)
    .where(eq(bankCustomers.id, effect.customerId));
  return toEffectImage(side, {
    effect: toTradeEffect(effect, account.rib),
    amountMinor: effect.amountMinor,
    holderName: customer?.name ?? account.title,
  });
}

export const tradeEffectsModule = defineModule('trade-effects', async (app, deps) => {
  const db = deps.database.db;
  serve(app, tradeEffectsEndpoints.inward, async (request) =>
    listTradeEffects(db, requireAuth(request), 'INWARD', request.body),
  );
  serve(app, tradeEffectsEndpoints.outward, async (request) =>
    listTradeEffects(db, requireAuth(request), 'OUTWARD', request.body),
  );
  serve(app, tradeEffectsEndpoints.recto, async (request) =>
    getEffectImage(db, requireAuth(request), request.body.effectId, 'RECTO'),
  );
  serve(app, tradeEffectsEndpoints.verso, async (request) =>
    getEffectImage(db, requireAuth(request), request.body.effectId, 'VERSO'),
  );
});
