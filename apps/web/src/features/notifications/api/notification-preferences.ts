/** GET secure/notification/preferences: each category on or off, and its channels. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationPreference } from '@baraka/contracts/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  return call(notificationsEndpoints.preferences, {}, { signal });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(notificationsEndpoints.preferences),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
