/** The category (topic) of a notification as a small coloured badge. */
import type { NotificationCategory } from '@baraka/contracts/notifications/schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const COLORS: Record<NotificationCategory, string> = {
  DEFAULT: 'gray',
  TRANSFER: 'blue',
  PROMOS: 'orange',
  AUTH: 'teal',
};

export function CategoryBadge({ category }: { category: NotificationCategory }) {
  const { t } = useTranslation('notifications');
  return (
    <Badge variant="light" color={COLORS[category]} size="sm" radius="sm">
      {t(`categories.${category}.name`)}
    </Badge>
  );
}
