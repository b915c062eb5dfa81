/** PUT secure/notification/read-all: marks every notification of the caller read. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import { call } from '../../../lib/call';

export function markAllNotificationsRead(): Promise<boolean> {
  return call(notificationsEndpoints.markAllRead);
}
