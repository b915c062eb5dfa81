/** What transfer-history uses of standing orders: cancelling one's runs to come from the history. */
export { cancelStandingOrder } from './standing-orders.service.ts';
