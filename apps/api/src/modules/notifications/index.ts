/** What other areas use of notifications. */
export { insertNotification } from './notifications.queries.ts';
