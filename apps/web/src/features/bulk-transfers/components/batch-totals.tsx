/**
 * Under the table: how many transfers and their total, against the account's available balance
 * and what is left of today's ceiling; the spec's rule when rows are unsaved or invalid; Continue.
 */
import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import type { Blockers } from '../utils/batch-table';
import { type RowLimits, toAmountText } from '../utils/row-rules';

type BatchTotalsProps = {
  count: number;
  totalMinor: bigint;
  availableMinor: bigint | null;
  remainingTodayMinor: bigint | null;
  limits: RowLimits | undefined;
  blockers: Blockers | null;
  /** A refusal to show above the button (no account, no rows, the server's answer). */
  problem: string | null;
  isBusy: boolean;
  onContinue: () => void;
};

export function BatchTotals(props: BatchTotalsProps) {
  const { t, i18n } = useTranslation('bulkTransfers');
  const { count, totalMinor, availableMinor, remainingTodayMinor, blockers } = props;
  const isOverBalance = availableMinor !== null && totalMinor > availableMinor;
  const isOverDaily = remainingTodayMinor !== null && totalMinor > remainingTodayMinor;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              {t('summary.total')} · <span data-testid="batch-count">{t('summary.count', { count })}</span>
            </Text>
            <Amount
              value={toAmountText(totalMinor)}
              currency="TND"
              fz={{ base: 26, sm: 30 }}
              fw={800}
              isHideable={false}
              data-testid="batch-total"
            />
          </Stack>
          <Stack gap={2}>
            {props.limits && (
              <Text fz="xs" c="dimmed" data-testid="batch-bounds">
                {t('summary.perTransfer', {
                  min: isolateAmount(formatMoney(toAmountText(props.limits.minMinor), 'TND', i18n.language)),
                  max: isolateAmount(formatMoney(toAmountText(props.limits.maxMinor), 'TND', i18n.language)),
                })}
              </Text>
            )}
            {remainingTodayMinor !== null && (
              <Text fz="xs" c="dimmed">
                {t('summary.remainingToday')}{' '}
                <Amount
                  value={toAmountText(remainingTodayMinor)}
                  currency="TND"
                  fz="xs"
                  fw={700}
                  c="var(--mantine-color-text)"
                  isHideable={false}
                />
              </Text>
            )}
          </Stack>
        </Group>
        {(isOverBalance || isOverDaily) && (
          <Alert color="orange" variant="light" radius="md" icon={<IconAlertTriangle aria-hidden />}>
            <Stack gap={2}>
              {isOverBalance && <Text fz="sm">{t('summary.overBalance')}</Text>}
              {isOverDaily && <Text fz="sm">{t('summary.overDaily')}</Text>}
            </Stack>
          </Alert>
        )}
        {blockers && (blockers.unsaved > 0 || blockers.invalid > 0) && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            data-testid="batch-blockers"
          >
            <Text fz="sm" fw={600}>
              {t('add.blockers')}
            </Text>
            <Text fz="sm">
              {[
                blockers.unsaved > 0 ? t('add.unsavedCount', { count: blockers.unsaved }) : null,
                blockers.invalid > 0 ? t('add.invalidCount', { count: blockers.invalid }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Alert>
        )}
        {props.problem && (
          <Alert color="red" variant="light" radius="md" role="alert" data-testid="batch-problem">
            {props.problem}
          </Alert>
        )}
        <Divider />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="xs" c="dimmed">
              {t('add.leaveHint')} {t('summary.feesNote')}
            </Text>
          </Group>
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
            onClick={props.onContinue}
            loading={props.isBusy}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="batch-continue"
          >
            {t('add.continue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
