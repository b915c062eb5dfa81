/**
 * `/notification/notif-details?id=`: one notification in full. Opening it marks it read; it can be
 * marked unread again, deleted, or followed to the page it concerns.
 */
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconMail, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { formatDateTime } from '../../../lib/format';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateNotificationAnswers } from '../api/notification-answers';
import { deleteNotification } from '../api/notification-delete';
import { useNotification } from '../api/notification-detail';
import { setNotificationStatus } from '../api/notification-status';
import { CategoryBadge } from '../components/category-badge';
import { NOTIFICATION_ID_PARAM, NOTIFICATIONS_PATH } from '../utils/notification-links';

export function NotificationDetailsPage() {
  const { t, i18n } = useTranslation('notifications');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = search.get(NOTIFICATION_ID_PARAM);
  const notification = useNotification(id);
  const markedFor = useRef<string | null>(null);
  const item = notification.data;

  useEffect(() => {
    if (item && item.status === 'SENT' && markedFor.current !== item.id) {
      markedFor.current = item.id;
      void setNotificationStatus(item.id, 'READ').then(() => invalidateNotificationAnswers(queryClient));
    }
  }, [item, queryClient]);

  const failed = () => notifications.show({ color: 'red', message: t('errors.changeFailed') });
  const markUnread = () => {
    if (!item) {
      return;
    }
    setNotificationStatus(item.id, 'SENT')
      .then(() => invalidateNotificationAnswers(queryClient))
      .then(() => navigate(NOTIFICATIONS_PATH))
      .catch(failed);
  };
  const remove = () => {
    if (!item) {
      return;
    }
    deleteNotification(item.id)
      .then(() => {
        notifications.show({ color: 'teal', message: t('delete.done') });
        return navigate(NOTIFICATIONS_PATH, { replace: true });
      })
      .then(() => invalidateNotificationAnswers(queryClient))
      .catch(failed);
  };

  return (
    <Box maw={760} mx="auto">
      <BackLink to={NOTIFICATIONS_PATH} label={t('details.back')} />
      {!id && <EmptyState title={t('details.missing')} />}
      {notification.isPending && id && <LoadingState rows={1} height={220} />}
      {notification.isError && (
        <ErrorState
          error={notification.error}
          message={t('details.notFound')}
          onRetry={() => void notification.refetch()}
        />
      )}
      {item && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="notification-details">
          <Stack gap="md">
            <Group gap="xs">
              <CategoryBadge category={item.category} />
              <Text fz="sm" c="dimmed">
                {formatDateTime(new Date(item.createdDate).toISOString(), i18n.language)}
              </Text>
            </Group>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {item.title}
            </Title>
            <Text fz="md" style={{ whiteSpace: 'pre-line' }}>
              {item.content}
            </Text>
            <Group gap="sm" mt="sm">
              {item.link && (
                <Button
                  component={Link}
                  to={item.link}
                  rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
                >
                  {t('details.open')}
                </Button>
              )}
              <Button variant="default" leftSection={<IconMail size={18} aria-hidden />} onClick={markUnread}>
                {t('actions.markUnread')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={remove}
                data-testid="delete-details"
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
