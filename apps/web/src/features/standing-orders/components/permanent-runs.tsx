/** A standing order's runs per period (spec §3 vendorPermanentTransferInfos): the next one, then the past ones. */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import { Badge, Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconChevronRight, IconClock, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toTransferDetailsUrl } from '../../../components/ui/transfer-row';
import classes from '../../../components/ui/transfer-row.module.css';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { formatPeriodKey } from '../utils/permanent-schedule';

type RunLine = {
  key: string;
  period: string;
  dueDate: string;
  status: 'EXECUTED' | 'REJECTED' | 'UPCOMING';
  transferId: string | null;
};

/** Runs shown before "show all": the next one and the last few. */
const FIRST_RUNS = 6;

const RUN_LOOKS = {
  EXECUTED: { color: 'teal', Icon: IconCheck },
  REJECTED: { color: 'red', Icon: IconX },
  UPCOMING: { color: 'blue', Icon: IconClock },
} as const;

function RunRow({ run, backTo }: { run: RunLine; backTo: string }) {
  const { t, i18n } = useTranslation('standing-orders');
  const { color, Icon } = RUN_LOOKS[run.status];
  const content = (
    <>
      <ThemeIcon size={32} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <div className={classes.text}>
        <Text fw={600} fz="sm">
          {run.period}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('permanent.runDue', { date: formatIsoDate(run.dueDate, i18n.language) })}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={color} data-status={run.status}>
          {t(`permanent.runStatus.${run.status}`)}
        </Badge>
        {run.transferId && <IconChevronRight size={16} className="mirror-in-rtl" aria-hidden />}
      </Group>
    </>
  );
  if (!run.transferId) {
    return (
      <div className={classes.row} data-testid="permanent-run">
        {content}
      </div>
    );
  }
  return (
    <Link
      to={toTransferDetailsUrl(run.transferId)}
      state={{ backTo }}
      className={classes.row}
      aria-label={`${run.period} · ${t(`permanent.runStatus.${run.status}`)} · ${t('permanent.openTransfer')}`}
      data-testid="permanent-run"
    >
      {content}
    </Link>
  );
}

export function PermanentRuns({ order, backTo }: { order: PermanentTransferInfo; backTo: string }) {
  const { t, i18n } = useTranslation('standing-orders');
  const [isAll, setIsAll] = useState(false);
  const words = {
    quarter: (number: number, year: string) => t('permanent.period.quarter', { number, year }),
    half: (number: number, year: string) => t('permanent.period.half', { number, year }),
  };
  const lines: RunLine[] = order.vendorPermanentTransferInfos.map((run) => ({
    key: run.periodKey,
    period: formatPeriodKey(run.periodKey, i18n.language, words),
    dueDate: run.dueDate,
    status: run.status,
    transferId: run.transferId,
  }));
  if (order.nextExecutionDate) {
    lines.unshift({
      key: 'next',
      period: t('permanent.next'),
      dueDate: order.nextExecutionDate,
      status: 'UPCOMING',
      transferId: null,
    });
  }
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby="permanent-runs-title"
      style={{ overflow: 'hidden' }}
    >
      <Title order={2} fz="h5" id="permanent-runs-title" px="md" pt="md" pb="xs">
        {t('permanent.runsTitle')}
      </Title>
      {lines.length === 0 ? (
        <Text fz="sm" c="dimmed" px="md" pb="md">
          {t('permanent.runsEmpty')}
        </Text>
      ) : (
        (isAll ? lines : lines.slice(0, FIRST_RUNS)).map((run) => (
          <RunRow key={run.key} run={run} backTo={backTo} />
        ))
      )}
      {lines.length > FIRST_RUNS && (
        <Button
          variant="subtle"
          fullWidth
          radius={0}
          onClick={() => setIsAll((all) => !all)}
          aria-expanded={isAll}
        >
          {isAll ? t('permanent.showFewer') : t('permanent.showAll', { count: lines.length })}
        </Button>
      )}
    </Paper>
  );
}
