/**
 * `/trade-effects`: the company's bills of exchange — drawn on it (inward: paid from its account at
 * the deadline) and presented for collection (outward) — deadlines still to come first, close ones
 * marked, by state; an effect opens with its front and back.
 */
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Box, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { useTranslation } from '../../../lib/use-translation';
import { type EffectDirection, useTradeEffects } from '../api/trade-effects-list';
import { EffectRow } from '../components/effect-row';
import { EffectViewer } from '../components/effect-viewer';
import '../mantine-styles';

const STATUSES = ['ALL', 'RECEIVED', 'PAID', 'REJECTED'] as const;
type StatusFilter = (typeof STATUSES)[number];

export function TradeEffectsPage() {
  const { t } = useTranslation('trade-effects');
  const [today] = useState(() => toCalendarDate(new Date()));
  const canSeeInward = usePermission('TRADING_EFFECTS_IN', 'VIEW');
  const canSeeOutward = usePermission('TRADING_EFFECTS_OUT', 'VIEW');
  const [direction, setDirection] = useState<EffectDirection>(canSeeInward ? 'INWARD' : 'OUTWARD');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [opened, setOpened] = useState<TradeEffect | null>(null);
  const isAllowed = direction === 'INWARD' ? canSeeInward : canSeeOutward;
  const effects = useTradeEffects(direction, { status }, isAllowed);

  return (
    <Box maw={900} mx="auto">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!canSeeInward && !canSeeOutward ? (
        <EmptyState title={t('page.notAllowed')} />
      ) : (
        <Stack gap="md">
          <Tabs
            value={direction}
            onChange={(value) => setDirection(value === 'OUTWARD' ? 'OUTWARD' : 'INWARD')}
          >
            <Tabs.List>
              {canSeeInward && (
                <Tabs.Tab value="INWARD" data-testid="tab-inward">
                  {t('page.inward')}
                </Tabs.Tab>
              )}
              {canSeeOutward && (
                <Tabs.Tab value="OUTWARD" data-testid="tab-outward">
                  {t('page.outward')}
                </Tabs.Tab>
              )}
            </Tabs.List>
          </Tabs>
          <Text fz="sm" c="dimmed">
            {t(direction === 'INWARD' ? 'page.inwardHelp' : 'page.outwardHelp')}
          </Text>
          <Group>
            <SegmentedControl
              value={status}
              onChange={(value) =>
                setStatus((STATUSES as readonly string[]).includes(value) ? (value as StatusFilter) : 'ALL')
              }
              data={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              aria-label={t('page.statusFilter')}
              data-testid="effect-status-filter"
              fullWidth
              style={{ flex: 1 }}
            />
          </Group>
          {effects.isPending && <LoadingState rows={4} height={64} />}
          {effects.isError && <ErrorState error={effects.error} onRetry={() => void effects.refetch()} />}
          {effects.data && effects.data.length === 0 && <EmptyState title={t('page.empty')} />}
          {effects.data && effects.data.length > 0 && (
            <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
              <Stack
                component="ul"
                gap={0}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                data-testid="effect-list"
              >
                {effects.data.map((effect) => (
                  <EffectRow key={effect.id} effect={effect} today={today} onOpen={setOpened} />
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
      <EffectViewer effect={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
