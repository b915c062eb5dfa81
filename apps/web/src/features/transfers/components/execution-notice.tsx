/** "Executed on Tuesday 1 December 2026", and why: cut-off, weekend or holiday, single session, Ramadan. */
import type { ExecutionSummary } from '@baraka/contracts/transfers/schemas';
import { Badge, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarTime, IconClockBolt } from '@tabler/icons-react';
import { formatIsoDate, formatIsoDayWithWeekday } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { describeExecution } from '../utils/execution-notice';

export function ExecutionNotice({ execution }: { execution: ExecutionSummary }) {
  const { t, i18n } = useTranslation('transfers');
  const notice = describeExecution(execution);
  const Icon = notice.isLater ? IconCalendarTime : IconClockBolt;
  return (
    <Paper
      radius="lg"
      p="md"
      bg={notice.isLater ? 'var(--mantine-color-yellow-light)' : 'var(--mantine-color-ocean-light)'}
      data-testid="execution-notice"
      data-reason={execution.reason}
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon
          size={40}
          radius="xl"
          color={notice.isLater ? 'yellow' : 'ocean'}
          variant="filled"
          aria-hidden
        >
          <Icon size={22} stroke={1.8} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fz="xs" c="dimmed" fw={600}>
              {t('execution.label')}
            </Text>
            {notice.session && notice.session !== 'NORMAL' && (
              <Badge size="xs" variant="light" color="grape">
                {t(`sessions.${notice.session}`)}
              </Badge>
            )}
          </Group>
          <Text fw={700} fz="md" data-testid="execution-date" data-date={execution.executionDate}>
            {formatIsoDayWithWeekday(execution.executionDate, i18n.language)}
            {execution.isSameDay && !execution.isDeferred ? ` · ${t('execution.today')}` : ''}
          </Text>
          <Text fz="sm" mt={4}>
            {t(`execution.reasons.${notice.key}`, {
              ...notice.values,
              session: notice.session ? t(`sessions.${notice.session}`) : '',
              requestedDate: formatIsoDate(notice.values.requestedDate, i18n.language),
            })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
