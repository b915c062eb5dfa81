/** A transfer's status history (spec §4), oldest first, each step with its date and reason. */
import type { TransferDetail, TransferStatus } from '@baraka/contracts/transfers/schemas';
import { Paper, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock, IconLoader2, IconX } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { isRefusedStatus } from '../../../lib/transfer-detail-view';
import { useTranslation } from '../../../lib/use-translation';

function StepIcon({ status }: { status: TransferStatus }) {
  if (status === 'COMPLETED') {
    return (
      <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
        <IconCheck size={14} />
      </ThemeIcon>
    );
  }
  if (isRefusedStatus(status)) {
    return (
      <ThemeIcon size={22} radius="xl" color="red" aria-hidden>
        <IconX size={14} />
      </ThemeIcon>
    );
  }
  const Icon = status === 'PROGRESS' ? IconLoader2 : IconClock;
  return (
    <ThemeIcon size={22} radius="xl" color="blue" variant="light" aria-hidden>
      <Icon size={14} />
    </ThemeIcon>
  );
}

export function TransferDetailTimeline({ transfer }: { transfer: TransferDetail }) {
  const { t, i18n } = useTranslation(['transfer-history', 'common']);
  const steps = transfer.history;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="transfer-steps-title">
      <Title order={2} fz="h5" id="transfer-steps-title" mb="md">
        {t('detail.historyTitle')}
      </Title>
      {steps.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('detail.historyEmpty')}
        </Text>
      ) : (
        <Timeline active={steps.length - 1} bulletSize={22} lineWidth={2} data-testid="transfer-timeline">
          {steps.map((step) => (
            <Timeline.Item
              key={`${step.status}-${step.at}`}
              bullet={<StepIcon status={step.status} />}
              title={t(`transferStatus.${step.status}`, { ns: 'common' })}
            >
              <Text fz="xs" c="dimmed">
                {formatDateTime(step.at, i18n.language)}
              </Text>
              {step.reason && (
                <Text fz="xs" mt={2}>
                  {t([`statusReasons.${step.reason}`, 'statusReasons.other'])}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
