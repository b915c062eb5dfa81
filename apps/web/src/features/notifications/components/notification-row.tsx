/** One notification in the centre: unread mark, title (to its details), text, date and topic, actions. */
import type { NotificationItem } from '@baraka/contracts/notifications/schemas';
import { ActionIcon, Anchor, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { detailsPathOf } from '../utils/notification-links';
import { CategoryBadge } from './category-badge';
import classes from './notification-row.module.css';

type NotificationRowProps = {
  item: NotificationItem;
  onToggleRead: (item: NotificationItem) => void;
  onDelete: (item: NotificationItem) => void;
  isBusy?: boolean;
};

export function NotificationRow({ item, onToggleRead, onDelete, isBusy = false }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const isUnread = item.status === 'SENT';
  const toggleLabel = isUnread ? t('actions.markRead') : t('actions.markUnread');
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.row}
      data-unread={isUnread || undefined}
      data-testid="notification-row"
      data-status={item.status}
      data-key={item.key}
      data-id={item.id}
    >
      <span className={isUnread ? classes.dot : classes.dotRead} aria-hidden />
      <div className={classes.body}>
        <Anchor
          component={Link}
          to={detailsPathOf(item.id)}
          className={classes.title}
          fw={isUnread ? 700 : 500}
        >
          {isUnread && <VisuallyHidden>{t('status.unread')} </VisuallyHidden>}
          {item.title}
        </Anchor>
        <Text fz="sm" c="dimmed" mt={2} className={classes.preview}>
          {item.content}
        </Text>
        <Group gap="xs" mt={6}>
          <CategoryBadge category={item.category} />
          <Text fz="xs" c="dimmed">
            {formatDateTime(new Date(item.createdDate).toISOString(), i18n.language)}
          </Text>
        </Group>
      </div>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            aria-label={toggleLabel}
            onClick={() => onToggleRead(item)}
            disabled={isBusy}
            data-testid="toggle-read"
          >
            {isUnread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('actions.delete')}
            onClick={() => onDelete(item)}
            data-testid="delete-notification"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
