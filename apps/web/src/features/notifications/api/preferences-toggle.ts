/** PUT secure/albaraka-notification-preferences/toggle-category: switches a category off or on. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationCategory, NotificationPreference } from '@baraka/contracts/notifications/schemas';
import { call } from '../../../lib/call';

export function toggleNotificationCategory(
  category: NotificationCategory,
): Promise<NotificationPreference[]> {
  return call(notificationsEndpoints.toggleCategory, { body: { category } });
}
