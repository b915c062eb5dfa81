/** One standing order in the list: payee, amount and frequency, next run, how the runs went. */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconRepeat } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { countRuns } from '../utils/permanent-schedule';
import { PermanentStatusBadge } from './permanent-status-badge';

export const toPermanentDetailUrl = (id: string) =>
  `/transfers/permanent-detail?id=${encodeURIComponent(id)}`;

export function PermanentOrderCard({ order }: { order: PermanentTransferInfo }) {
  const { t, i18n } = useTranslation('standing-orders');
  const runs = countRuns(order);
  const isActive = order.status === 'ACTIVE';
  return (
    <Paper
      component={Link}
      to={toPermanentDetailUrl(order.id)}
      withBorder
      radius="lg"
      p="md"
      data-testid="permanent-card"
      data-status={order.status}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color={isActive ? 'secondary' : 'gray'} aria-hidden>
          <IconRepeat size={22} stroke={1.7} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} lineClamp={1} data-testid="permanent-payee">
                {order.beneficiary.nickName}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {t(`kinds.${order.kind}`)}
                {order.reason ? ` · ${order.reason}` : ''}
              </Text>
            </div>
            <div style={{ textAlign: 'end', flex: 'none' }}>
              <Amount
                value={order.amount}
                currency={order.currencySender}
                fw={700}
                data-testid="permanent-amount"
              />
              <Text fz="xs" c="dimmed">
                {t(`permanent.every.${order.frequency}`)}
              </Text>
            </div>
          </Group>
          <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden style={{ flex: 'none' }} />
              <Text fz="sm" fw={isActive ? 600 : 400} c={isActive ? undefined : 'dimmed'}>
                {order.nextExecutionDate
                  ? t('permanent.nextOn', { date: formatIsoDate(order.nextExecutionDate, i18n.language) })
                  : t('permanent.noNext')}
              </Text>
            </Group>
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                {t('permanent.runsCount', { count: runs.executed })}
              </Text>
              <PermanentStatusBadge status={order.status} />
              <IconChevronRight size={18} className="mirror-in-rtl" aria-hidden />
            </Group>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
