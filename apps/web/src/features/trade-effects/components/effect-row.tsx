/** One effect: the other party, number and deadline (marked when close), the amount and its state. */
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate, isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { daysUntil, isDeadlineSoon } from '../utils/deadline';
import { EffectStatusBadge } from './effect-status-badge';

type Props = { effect: TradeEffect; today: string; onOpen: (effect: TradeEffect) => void };

export function EffectRow({ effect, today, onOpen }: Props) {
  const { t, i18n } = useTranslation('trade-effects');
  const isInward = effect.direction === 'INWARD';
  const Icon = isInward ? IconArrowUpRight : IconArrowDownLeft;
  const isPending = effect.status === 'RECEIVED';
  const isSoon = isPending && isDeadlineSoon(effect.deadlineDate, today);
  return (
    <li>
      <UnstyledButton
        onClick={() => onOpen(effect)}
        w="100%"
        py="sm"
        px="xs"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="effect-row"
        data-number={effect.effectNumber}
        data-status={effect.status}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={42} radius="xl" variant="light" color={isInward ? 'grape' : 'teal'} aria-hidden>
            <Icon size={20} stroke={1.8} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fz="sm" fw={600} lineClamp={2}>
              {effect.nomTire}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('list.number', { number: isolate(effect.effectNumber) })} ·{' '}
              {t('list.deadline', { date: formatIsoDate(effect.deadlineDate, i18n.language) })}
            </Text>
            <Group gap={6} mt={2}>
              <EffectStatusBadge status={effect.status} />
              {isSoon && (
                <Badge size="sm" variant="filled" color="orange" data-testid="effect-soon">
                  {t('list.inDays', { count: daysUntil(effect.deadlineDate, today) })}
                </Badge>
              )}
              {effect.rejectionReason && (
                <Text fz="xs" c="red">
                  {t(`reasons.${effect.rejectionReason}`)}
                </Text>
              )}
            </Group>
          </Stack>
          <Amount
            value={isInward ? `-${effect.amount}` : effect.amount}
            currency={effect.currency}
            signed
            fz="sm"
            fw={700}
            c={effect.status === 'REJECTED' ? 'dimmed' : undefined}
            td={effect.status === 'REJECTED' ? 'line-through' : undefined}
          />
        </Group>
      </UnstyledButton>
    </li>
  );
}
