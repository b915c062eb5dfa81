/** GET secure/notification/:id: one notification of the caller. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationItem } from '@baraka/contracts/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchNotification(id: string, signal?: AbortSignal): Promise<NotificationItem> {
  return call(notificationsEndpoints.detail, { params: { id } }, { signal });
}

export const notificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keyOf(notificationsEndpoints.detail, { params: { id } }),
    queryFn: ({ signal }) => fetchNotification(id, signal),
  });

export function useNotification(id: string | null) {
  return useQuery({ ...notificationQueryOptions(id ?? ''), enabled: id !== null });
}
