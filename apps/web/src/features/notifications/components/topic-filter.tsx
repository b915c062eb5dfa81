/** The topic filter of the centre: all, or one category, each with its unread count. */
import type { NotificationCategory, NotificationTopic } from '@baraka/contracts/notifications/schemas';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

type TopicFilterProps = {
  topics: readonly NotificationTopic[];
  value: NotificationCategory | null;
  onChange: (value: NotificationCategory | null) => void;
};

export function TopicFilter({ topics, value, onChange }: TopicFilterProps) {
  const { t } = useTranslation('notifications');
  const unreadTotal = topics.reduce((sum, topic) => sum + topic.unread, 0);
  const option = (key: NotificationCategory | null, label: string, unread: number) => (
    <Button
      key={key ?? 'ALL'}
      size="xs"
      radius="xl"
      variant={value === key ? 'filled' : 'default'}
      aria-pressed={value === key}
      onClick={() => onChange(key)}
      data-testid={`topic-${key ?? 'ALL'}`}
    >
      {unread > 0 ? `${label} · ${unread}` : label}
    </Button>
  );
  return (
    <Group gap="xs" mb="md" role="group" aria-label={t('filter.label')}>
      {option(null, t('filter.all'), unreadTotal)}
      {topics.map((topic) => option(topic.id, t(`categories.${topic.id}.name`), topic.unread))}
    </Group>
  );
}
