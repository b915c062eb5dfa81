/** The trade effects area's page, loaded as its own chunk. */

export { TradeEffectsPage } from './trade-effects-page';
