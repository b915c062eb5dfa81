/** DELETE delete/notification: deletes a notification of the caller. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import { call } from '../../../lib/call';

export function deleteNotification(id: string): Promise<boolean> {
  return call(notificationsEndpoints.remove, { query: { id } });
}
