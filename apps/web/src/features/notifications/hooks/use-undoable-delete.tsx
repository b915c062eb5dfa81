/**
 * Deletes with undo: the notification leaves the list at once and a toast offers to bring it back;
 * the delete call goes only when the toast's time is up (or the page is left). A failed delete
 * brings the notification back and says so.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateNotificationAnswers } from '../api/notification-answers';
import { deleteNotification } from '../api/notification-delete';

export const UNDO_DELAY_MS = 5_000;

export function useUndoableDelete() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const show = useCallback((id: string, isShown: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (isShown) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  const commit = useCallback(
    (id: string) => {
      pending.current.delete(id);
      notifications.hide(`undo-${id}`);
      deleteNotification(id)
        .then(() => invalidateNotificationAnswers(queryClient))
        .catch(() => {
          show(id, true);
          notifications.show({ color: 'red', message: t('delete.failed') });
        });
    },
    [queryClient, show, t],
  );

  const remove = useCallback(
    (id: string) => {
      show(id, false);
      const undo = () => {
        clearTimeout(pending.current.get(id));
        pending.current.delete(id);
        notifications.hide(`undo-${id}`);
        show(id, true);
      };
      pending.current.set(
        id,
        setTimeout(() => commit(id), UNDO_DELAY_MS),
      );
      notifications.show({
        id: `undo-${id}`,
        autoClose: UNDO_DELAY_MS,
        withCloseButton: false,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fz="sm">{t('delete.done')}</Text>
            <Button size="xs" variant="light" onClick={undo} data-testid="undo-delete">
              {t('delete.undo')}
            </Button>
          </Group>
        ),
      });
    },
    [commit, show, t],
  );

  // Leaving the page does not cancel a delete that was not undone: it goes at once.
  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const [id, timer] of waiting) {
        clearTimeout(timer);
        void deleteNotification(id).then(() => invalidateNotificationAnswers(queryClient));
        notifications.hide(`undo-${id}`);
      }
      waiting.clear();
    };
  }, [queryClient]);

  return { hidden, remove };
}
