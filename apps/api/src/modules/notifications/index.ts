/**
 * What other areas use of notifications: the one way to write a notification, the bank's offer
 * announcement, and forgetting a signed-out device's push token (routes: notifications.routes.ts).
 */
export { removeNativeTokens } from './native-push-tokens.ts';
export { insertNotification, type NewNotification } from './notifications.queries.ts';
export { announceOffer } from './offer-announcement.service.ts';
