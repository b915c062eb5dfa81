/** GET secure/notification/topics (GET_TOPICS): the categories with their counts. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationTopic } from '@baraka/contracts/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchNotificationTopics(signal?: AbortSignal): Promise<NotificationTopic[]> {
  return call(notificationsEndpoints.topics, {}, { signal });
}

export const notificationTopicsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(notificationsEndpoints.topics),
    queryFn: ({ signal }) => fetchNotificationTopics(signal),
  });

export function useNotificationTopics() {
  return useQuery(notificationTopicsQueryOptions());
}
