/** One cheque in the list: the other party, number and date, the amount and its state; opens the images. */
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate, isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { ChequeStatusBadge } from './cheque-status-badge';

export function ChequeRow({ cheque, onOpen }: { cheque: Cheque; onOpen: (cheque: Cheque) => void }) {
  const { t, i18n } = useTranslation('cheques');
  const isEmitted = cheque.type === 'EMITTED';
  const Icon = isEmitted ? IconArrowUpRight : IconArrowDownLeft;
  const isRejected = cheque.status === 'REJECTED';
  return (
    <li>
      <UnstyledButton
        onClick={() => onOpen(cheque)}
        w="100%"
        py="sm"
        px="xs"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="cheque-row"
        data-number={cheque.checkNumber}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={42}
            radius="xl"
            variant="light"
            color={isRejected ? 'red' : isEmitted ? 'primary' : 'teal'}
            aria-hidden
          >
            <Icon size={20} stroke={1.8} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fz="sm" fw={600} lineClamp={2}>
              {cheque.counterparty}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('list.number', { number: isolate(cheque.checkNumber) })} ·{' '}
              {formatIsoDate(cheque.issueDate, i18n.language)}
            </Text>
            <Group gap={6} mt={2}>
              <ChequeStatusBadge status={cheque.status} />
              {cheque.rejectionReason && (
                <Text fz="xs" c="red" data-testid="cheque-reason">
                  {t(`reasons.${cheque.rejectionReason}`)}
                </Text>
              )}
              {cheque.status === 'CLEARING' && cheque.expectedDate && (
                <Text fz="xs" c="dimmed">
                  {t('list.expected', { date: formatIsoDate(cheque.expectedDate, i18n.language) })}
                </Text>
              )}
            </Group>
          </Stack>
          <Amount
            value={isEmitted ? `-${cheque.amount}` : cheque.amount}
            currency={cheque.currency}
            signed
            fz="sm"
            fw={700}
            c={isRejected ? 'dimmed' : undefined}
            td={isRejected ? 'line-through' : undefined}
          />
        </Group>
      </UnstyledButton>
    </li>
  );
}
