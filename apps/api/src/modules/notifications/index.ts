/**
 * What other areas use of notifications: the one way to write a notification, and the bank's offer
 * announcement (routes: notifications.routes.ts).
 */
export { insertNotification, type NewNotification } from './notifications.queries.ts';
export { announceOffer } from './offer-announcement.service.ts';
