/** What other areas use of trade effects: the routes, and the deadline sweep the job runs. */
export { settleDueTradeEffects } from './trade-effect-settlement.service.ts';
export { tradeEffectsModule } from './trade-effects.routes.ts';
export { tradeEffectsDevModule } from './trade-effects-dev.routes.ts';
