/** What other areas use of cards: the routes, and the sweeps the card jobs run. */
export { SETTLEMENT_DELAY_MS, settleDueAuthorisations } from './card-authorisations.service.ts';
export { decideDueCardRequests } from './card-office.service.ts';
export { ORDER_DECISION_DELAY_MS } from './card-order.service.ts';
export { cardsModule } from './cards.routes.ts';
export { cardsDevModule } from './cards-dev.routes.ts';
