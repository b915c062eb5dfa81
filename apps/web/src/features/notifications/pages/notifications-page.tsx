/**
 * `/notification/notifications`: the notification centre — unread first, by page, filtered by
 * topic (`?topic=`), each marked read or unread, deleted with undo; all read at once.
 */
import type { NotificationCategory, NotificationItem } from '@baraka/contracts/notifications/schemas';
import { Box, Button, Center, Group, Pagination, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateNotificationAnswers } from '../api/notification-answers';
import { setNotificationStatus } from '../api/notification-status';
import { useNotificationTopics } from '../api/notification-topics';
import { useNotificationPage } from '../api/notifications-page';
import { markAllNotificationsRead } from '../api/notifications-read-all';
import { NotificationRow } from '../components/notification-row';
import { TopicFilter } from '../components/topic-filter';
import { useUndoableDelete } from '../hooks/use-undoable-delete';
import { TOPIC_PARAM, TOPICS_PATH } from '../utils/notification-links';
import { parsePageIndex, parseTopic } from '../utils/topics';
import '../mantine-styles';

const PAGE_SIZE = 10;

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const topic = parseTopic(search.get(TOPIC_PARAM));
  const pageIndex = parsePageIndex(search.get('page'));
  const page = useNotificationPage({ page: pageIndex, size: PAGE_SIZE, category: topic ?? undefined });
  const topics = useNotificationTopics();
  const { hidden, remove } = useUndoableDelete();
  const [busyId, setBusyId] = useState<string | null>(null);

  const go = (next: { topic?: NotificationCategory | null; page?: number }) => {
    const params: Record<string, string> = {};
    const nextTopic = next.topic === undefined ? topic : next.topic;
    if (nextTopic) {
      params[TOPIC_PARAM] = nextTopic;
    }
    if (next.page && next.page > 1) {
      params.page = String(next.page);
    }
    setSearch(params, { replace: true });
  };
  const failed = () => notifications.show({ color: 'red', message: t('errors.changeFailed') });
  const toggleRead = (item: NotificationItem) => {
    setBusyId(item.id);
    setNotificationStatus(item.id, item.status === 'SENT' ? 'READ' : 'SENT')
      .then(() => invalidateNotificationAnswers(queryClient))
      .catch(failed)
      .finally(() => setBusyId(null));
  };
  const readAll = () => {
    markAllNotificationsRead()
      .then(() => invalidateNotificationAnswers(queryClient))
      .catch(failed);
  };
  const shown = page.data?.content.filter((item) => !hidden.has(item.id)) ?? [];
  const hasUnread = (page.data?.unread ?? 0) > 0;

  return (
    <Box maw={860} mx="auto">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={readAll}
              disabled={!hasUnread}
              data-testid="read-all"
            >
              {t('actions.readAll')}
            </Button>
            <Button
              component={Link}
              to={TOPICS_PATH}
              variant="light"
              leftSection={<IconAdjustments size={18} aria-hidden />}
            >
              {t('actions.preferences')}
            </Button>
          </>
        }
      />
      {topics.data && (
        <TopicFilter topics={topics.data} value={topic} onChange={(next) => go({ topic: next, page: 1 })} />
      )}
      {page.isPending && <LoadingState rows={4} height={96} />}
      {page.isError && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && shown.length === 0 && (
        <EmptyState title={topic ? t('page.emptyTopic') : t('page.empty')} />
      )}
      {shown.length > 0 && (
        <Stack gap="sm" data-testid="notification-list">
          {shown.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              onToggleRead={toggleRead}
              onDelete={(target) => remove(target.id)}
              isBusy={busyId === item.id}
            />
          ))}
        </Stack>
      )}
      {page.data && page.data.totalPages > 1 && (
        <Center mt="lg">
          <Group>
            <Pagination
              total={page.data.totalPages}
              value={pageIndex + 1}
              onChange={(next) => go({ page: next })}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'next' ? t('pagination.next') : t('pagination.previous'),
              })}
            />
          </Group>
        </Center>
      )}
    </Box>
  );
}
