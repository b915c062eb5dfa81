/** After a change to a notification (read, deleted, arrived): every notification answer refreshes. */
import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { keyOf } from '../../../lib/call';

export async function invalidateNotificationAnswers(queryClient: QueryClient): Promise<void> {
  const endpoints = [
    notificationsEndpoints.page,
    notificationsEndpoints.list,
    notificationsEndpoints.detail,
    notificationsEndpoints.topics,
  ];
  await Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
  );
}
