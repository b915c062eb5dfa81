/** POST secure/notification/preferences (SAVE_NOTIF): saves categories and their channels. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { SavePreferencesInput } from '@baraka/contracts/notifications/requests';
import type { NotificationPreference } from '@baraka/contracts/notifications/schemas';
import { call } from '../../../lib/call';

export function saveNotificationPreferences(input: SavePreferencesInput): Promise<NotificationPreference[]> {
  return call(notificationsEndpoints.savePreferences, { body: input });
}
