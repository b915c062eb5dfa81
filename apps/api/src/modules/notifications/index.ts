/** What other areas use of notifications: the one way to write a notification (routes: notifications.routes.ts). */
export { insertNotification, type NewNotification } from './notifications.queries.ts';
