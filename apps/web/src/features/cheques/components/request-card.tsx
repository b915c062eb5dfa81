/** One chequebook order: type, account, size and crossing, its state, its steps in time and its leaves. */
import type { ChequebookRequest } from '@baraka/contracts/cheques/schemas';
import { Group, Paper, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDateTime, isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { countLeaves, getActiveStep, listRequestSteps } from '../utils/request-steps';
import { typeNameKey } from '../utils/type-name';
import { RequestStatusBadge } from './cheque-status-badge';

export function RequestCard({ request }: { request: ChequebookRequest }) {
  const { t, i18n } = useTranslation('cheques');
  const steps = listRequestSteps(request);
  const leaves = countLeaves(request);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      data-testid="chequebook-request"
      data-reference={request.reference}
      data-status={request.status}
      data-first-leaf={request.firstLeaf ?? undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
        <Stack gap={2}>
          <Text fw={700}>{t(typeNameKey(request.requestType))}</Text>
          <Text fz="sm" c="dimmed">
            {t('requests.summary', {
              count: request.CheckCount,
              crossing: t(`crossing.${request.crossing}`),
              account: isolate(request.accountNum),
            })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('requests.reference', { reference: isolate(request.reference), rank: request.rang })}
          </Text>
        </Stack>
        <RequestStatusBadge status={request.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Timeline
          active={getActiveStep(steps)}
          bulletSize={22}
          lineWidth={2}
          aria-label={t('requests.steps')}
        >
          {steps.map((step) => (
            <Timeline.Item
              key={step.status}
              bullet={step.isDone ? <IconCheck size={12} aria-hidden /> : null}
              title={t(`requestStatus.${step.status}`)}
              data-done={step.isDone}
            >
              <Text fz="xs" c="dimmed">
                {step.at ? formatDateTime(step.at, i18n.language) : t('requests.toCome')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
        <Stack gap={4}>
          {request.firstLeaf && request.lastLeaf ? (
            <>
              <Text fz="sm">
                {t('requests.leaves', { first: isolate(request.firstLeaf), last: isolate(request.lastLeaf) })}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('requests.leafCounts', {
                  blank: leaves.BLANK,
                  paid: leaves.PAID,
                  opposed: leaves.OPPOSED,
                })}
              </Text>
              {request.opposedAt && (
                <Text fz="sm" c="red">
                  {t('requests.opposed', { date: formatDateTime(request.opposedAt, i18n.language) })}
                </Text>
              )}
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('requests.notPrinted')}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
