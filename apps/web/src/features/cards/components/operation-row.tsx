/** One card operation: merchant or ATM, type and time, amount; cancelled and not-yet-booked ones say so. */
import type { CardOperation } from '@baraka/contracts/cards/schemas';
import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconCash, IconShoppingBag } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

const ICONS = { PURCHASE: IconShoppingBag, WITHDRAWAL: IconCash, TOP_UP: IconBuildingBank } as const;

export function OperationRow({ operation }: { operation: CardOperation }) {
  const { t, i18n } = useTranslation('cards');
  const Icon = ICONS[operation.operationType];
  const isCancelled = operation.status === 'ANNULE';
  const time = formatDateTime(operation.timeAutho, i18n.language);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      py="xs"
      component="li"
      data-testid="card-operation"
      data-status={operation.status}
    >
      <ThemeIcon size={40} radius="xl" variant="light" color={isCancelled ? 'gray' : 'primary'} aria-hidden>
        <Icon size={20} stroke={1.7} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" fw={600} truncate td={isCancelled ? 'line-through' : undefined}>
          {operation.paymentDetails}
        </Text>
        <Text fz="xs" c="dimmed">
          {t(`operationTypes.${operation.operationType}`)} · {time}
        </Text>
        <Group gap={4} mt={2}>
          {isCancelled && (
            <Badge size="xs" variant="light" color="gray">
              {t('operationStatus.ANNULE')}
            </Badge>
          )}
          {!isCancelled && !operation.isSettled && (
            <Badge size="xs" variant="light" color="orange" data-testid="operation-pending">
              {t('operationStatus.pending')}
            </Badge>
          )}
        </Group>
      </div>
      <Amount
        value={operation.operationType === 'TOP_UP' ? operation.amountDebited : `-${operation.amountDebited}`}
        currency={operation.currency}
        signed
        fz="sm"
        fw={700}
        c={isCancelled ? 'dimmed' : undefined}
      />
    </Group>
  );
}
