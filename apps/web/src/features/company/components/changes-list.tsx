/** The record of the holder's changes: who did what to whom, and when, newest first. */
import type { CompanyUserChange } from '@baraka/contracts/identity/company';
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

export function ChangesList({ changes }: { changes: readonly CompanyUserChange[] }) {
  const { t } = useTranslation('company');
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="company-changes-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="company-changes-title">
          {t('changes.title')}
        </Title>
        {changes.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('changes.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={24} lineWidth={2} data-testid="company-changes">
            {changes.slice(0, 20).map((change) => (
              <Timeline.Item key={change.id} bullet={<IconHistory size={14} aria-hidden />}>
                <Text fz="sm" fw={600}>
                  {t(`changes.actions.${change.action}`, { target: change.targetName })}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('changes.by', {
                    actor: change.actorName,
                    date: formatDateTime(change.at, getCurrentLanguage()),
                  })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
