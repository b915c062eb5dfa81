/** The notification pages, loaded together as the area's chunk. */
export { NotificationDetailsPage } from './notification-details-page';
export { NotificationsPage } from './notifications-page';
export { TopicsPage } from './topics-page';
