/** PUT notificationStatus: marks a notification read (SENT → READ) or unread again. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationItem, NotificationStatus } from '@baraka/contracts/notifications/schemas';
import { call } from '../../../lib/call';

export function setNotificationStatus(id: string, status: NotificationStatus): Promise<NotificationItem> {
  return call(notificationsEndpoints.updateStatus, { body: { id, status } });
}
