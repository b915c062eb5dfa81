/**
 * `/notification/topic`: the topics and the notification preferences — each category on or off
 * (DEFAULT and TRANSFER always on) and its channels; every change is saved at once.
 */

import { notificationsEndpoints } from '@baraka/contracts/notifications/endpoints';
import type { NotificationCategory, NotificationPreference } from '@baraka/contracts/notifications/schemas';
import { Box, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-error';
import { keyOf } from '../../../lib/call';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationPreferences } from '../api/notification-preferences';
import { useNotificationTopics } from '../api/notification-topics';
import { saveNotificationPreferences } from '../api/preferences-save';
import { toggleNotificationCategory } from '../api/preferences-toggle';
import { DevicePushCard } from '../components/device-push-card';
import { type ChannelKey, PreferenceCard } from '../components/preference-card';
import { NOTIFICATIONS_PATH } from '../utils/notification-links';

export function TopicsPage() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const topics = useNotificationTopics();
  const [saving, setSaving] = useState<NotificationCategory | null>(null);

  const apply = (category: NotificationCategory, change: Promise<NotificationPreference[]>) => {
    setSaving(category);
    change
      .then((next) => {
        queryClient.setQueryData(keyOf(notificationsEndpoints.preferences), next);
        notifications.show({ color: 'teal', message: t('preferences.saved') });
        return queryClient.invalidateQueries({ queryKey: keyOf(notificationsEndpoints.topics) });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : t('errors.changeFailed');
        notifications.show({ color: 'red', message });
      })
      .finally(() => setSaving(null));
  };
  const setChannel = (preference: NotificationPreference, channel: ChannelKey, isOn: boolean) =>
    apply(
      preference.id,
      saveNotificationPreferences({
        preferences: [
          {
            category: preference.id,
            disabled: preference.disabled,
            channels: { ...preference.channels, [channel]: isOn },
          },
        ],
      }),
    );

  return (
    <Box maw={760} mx="auto">
      <BackLink to={NOTIFICATIONS_PATH} label={t('details.back')} />
      <PageHeader title={t('preferences.title')} description={t('preferences.description')} />
      <DevicePushCard />
      {preferences.isPending && <LoadingState rows={4} height={120} />}
      {preferences.isError && (
        <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />
      )}
      {preferences.data && (
        <Stack gap="md">
          {preferences.data.map((preference) => (
            <PreferenceCard
              key={preference.id}
              preference={preference}
              topic={topics.data?.find((topic) => topic.id === preference.id)}
              isSaving={saving === preference.id}
              onToggle={() => apply(preference.id, toggleNotificationCategory(preference.id))}
              onChannel={(channel, isOn) => setChannel(preference, channel, isOn)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
