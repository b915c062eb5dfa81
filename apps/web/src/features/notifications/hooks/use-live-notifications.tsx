/**
 * Listens to the session's live notification stream while signed in: answers the unread count, and
 * when a notification arrives shows a toast and refreshes every notification answer. The stream
 * is opened again after it ends (the server ends it every few minutes) or fails. Inside the mobile
 * shells, whose native HTTP does not stream, the newest notifications are polled instead.
 */
import type { NotificationItem } from '@baraka/contracts/notifications/schemas';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { abortableWait } from '../../../lib/abortable-wait';
import { whenCallsQuiet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { isNativeShell } from '../../../platform';
import { invalidateNotificationAnswers } from '../api/notification-answers';
import { chooseLiveReader } from '../api/notification-polling';
import { detailsPathOf } from '../utils/notification-links';

const RETRY_AFTER_END_MS = 1_000;
/** The stream opens once the page's calls have been quiet this long (a load is never kept busy). */
const QUIET_BEFORE_OPEN_MS = 1_500;
const RETRY_AFTER_FAILURE_MS = 5_000;

/** `isPolling`: the shells' fallback, new notifications seen at the next poll rather than at once. */
export type LiveNotifications = { unread: number | null; isLive: boolean; isPolling: boolean };

export function useLiveNotifications(isEnabled: boolean): LiveNotifications {
  const { t } = useTranslation('menu');
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState<number | null>(null);
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (!isEnabled) {
      setUnread(null);
      setIsLive(false);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const readLive = chooseLiveReader();
    const announce = (item: NotificationItem) =>
      notifications.show({
        id: `notification-${item.id}`,
        title: t('bell.toastTitle'),
        autoClose: 6_000,
        message: (
          <Stack gap={4} data-testid="notification-toast">
            <Text fw={600} fz="sm">
              {item.title}
            </Text>
            <Anchor href={`#${detailsPathOf(item.id)}`} fz="sm">
              {t('bell.open')}
            </Anchor>
          </Stack>
        ),
      });
    const run = async () => {
      while (!signal.aborted) {
        let delay = RETRY_AFTER_END_MS;
        await whenCallsQuiet(QUIET_BEFORE_OPEN_MS, signal);
        try {
          await readLive((event) => {
            setIsLive(true);
            setUnread(event.unread);
            if (event.notification) {
              announce(event.notification);
            }
            void invalidateNotificationAnswers(queryClient);
          }, signal);
        } catch {
          delay = RETRY_AFTER_FAILURE_MS;
        }
        setIsLive(false);
        await abortableWait(delay, signal);
      }
    };
    void run();
    return () => controller.abort();
  }, [isEnabled, queryClient, t]);

  return { unread, isLive, isPolling: isNativeShell() };
}
