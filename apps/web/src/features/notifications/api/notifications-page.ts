/** GET displayNotifications/paginated: the caller's notifications by page, unread first, by topic. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationPageQuery } from '@baraka/contracts/notifications/requests';
import type { NotificationPage } from '@baraka/contracts/notifications/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchNotificationPage(
  query: NotificationPageQuery,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return call(notificationsEndpoints.page, { query }, { signal });
}

export const notificationPageQueryOptions = (query: NotificationPageQuery) =>
  queryOptions({
    queryKey: keyOf(notificationsEndpoints.page, { query }),
    queryFn: ({ signal }) => fetchNotificationPage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useNotificationPage(query: NotificationPageQuery) {
  return useQuery(notificationPageQueryOptions(query));
}
