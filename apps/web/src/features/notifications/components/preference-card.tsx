/**
 * One preference category: on or off (DEFAULT and TRANSFER always on, said so), the channels it
 * also goes by (push, e-mail, SMS), and how many notifications of it there are.
 */
import type { NotificationPreference, NotificationTopic } from '@baraka/contracts/notifications/schemas';
import { Anchor, Checkbox, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { NOTIFICATIONS_PATH, TOPIC_PARAM } from '../utils/notification-links';

export type ChannelKey = 'push' | 'email' | 'sms';
const CHANNELS: readonly ChannelKey[] = ['push', 'email', 'sms'];

type PreferenceCardProps = {
  preference: NotificationPreference;
  topic: NotificationTopic | undefined;
  isSaving: boolean;
  onToggle: () => void;
  onChannel: (channel: ChannelKey, isOn: boolean) => void;
};

export function PreferenceCard({ preference, topic, isSaving, onToggle, onChannel }: PreferenceCardProps) {
  const { t } = useTranslation('notifications');
  const isOn = !preference.disabled;
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`preference-${preference.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={700}>{t(`categories.${preference.id}.name`)}</Text>
            <Text fz="sm" c="dimmed">
              {t(`categories.${preference.id}.description`)}
            </Text>
          </div>
          <Switch
            checked={isOn}
            onChange={onToggle}
            disabled={!preference.disableable || isSaving}
            aria-label={t('preferences.receive', { topic: t(`categories.${preference.id}.name`) })}
            data-testid={`toggle-${preference.id}`}
            size="md"
          />
        </Group>
        {!preference.disableable && (
          <Text fz="xs" c="dimmed">
            {t('preferences.alwaysOn')}
          </Text>
        )}
        <Group gap="lg">
          {CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              label={t(`channels.${channel}`)}
              checked={isOn && preference.channels[channel]}
              disabled={!isOn || isSaving}
              onChange={(event) => onChannel(channel, event.currentTarget.checked)}
            />
          ))}
        </Group>
        {topic && topic.total > 0 && (
          <Anchor component={Link} to={`${NOTIFICATIONS_PATH}?${TOPIC_PARAM}=${topic.id}`} fz="sm">
            {t('preferences.see', { count: topic.total })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
