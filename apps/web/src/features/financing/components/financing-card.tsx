/**
 * One financing as a card: product and contract, remaining principal, the next instalment and its
 * date, the share repaid and the status; an unpaid instalment stands out. Opens the details.
 */
import type { FinancingSummary } from '@baraka/contracts/financing/schemas';
import { Alert, Badge, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingFactory2,
  IconCar,
  IconHome,
  IconShoppingBag,
} from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { toFinancingDetailsUrl } from '../utils/financing-links';
import { computeRepaidPercent } from '../utils/schedule-figures';

const ICONS = {
  home: IconHome,
  car: IconCar,
  express: IconShoppingBag,
  company: IconBuildingFactory2,
} as const;

export function FinancingCard({ financing }: { financing: FinancingSummary }) {
  const { t, i18n } = useTranslation('financing');
  const Icon = ICONS[financing.loanType];
  const repaid = computeRepaidPercent(financing);
  const isCompleted = financing.status === 'COMPLETED';
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component={Link}
      to={toFinancingDetailsUrl(financing.loanId)}
      data-testid="financing-card"
      c="inherit"
      style={{ textDecoration: 'none' }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Icon size={28} aria-hidden />
            <div>
              <Text fw={700}>{t(`products.${financing.loanTypeCode}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`contracts.${financing.contractType}`)} · <bdi dir="ltr">{financing.contractNumber}</bdi>
              </Text>
            </div>
          </Group>
          <Badge variant="light" color={isCompleted ? 'teal' : 'blue'}>
            {t(`status.${financing.status}`)}
          </Badge>
        </Group>
        {financing.unpaidTerms > 0 && (
          <Alert
            color="red"
            variant="light"
            data-testid="financing-unpaid"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            p="xs"
          >
            <Group gap={6}>
              {t('card.unpaid', { count: financing.unpaidTerms })}
              <Amount value={financing.unpaidAmount} currency={financing.currency} fw={700} fz="sm" />
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              {t('card.remaining')}
            </Text>
            <Amount
              value={financing.remainingCapital}
              currency={financing.currency}
              fz="xl"
              fw={700}
              data-testid="remaining"
            />
            <Group gap={4} c="dimmed">
              <Text size="xs">{t('card.of')}</Text>
              <Amount value={financing.originalAmount} currency={financing.currency} fz="xs" />
            </Group>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              {t('card.next')}
            </Text>
            {financing.nextTermAmount && financing.nextTermDate ? (
              <>
                <Amount value={financing.nextTermAmount} currency={financing.currency} fz="lg" fw={600} />
                <Text size="xs" c="dimmed">
                  {t('card.dueOn', { date: formatIsoDate(financing.nextTermDate, i18n.language) })}
                </Text>
              </>
            ) : (
              <Text fw={600}>{t('card.nothingDue')}</Text>
            )}
          </div>
        </SimpleGrid>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm">
              {t('card.progress', { paid: financing.paidTerms, total: financing.totalTerms })}
            </Text>
            <Text size="sm" fw={600}>
              {t('card.repaid', { percent: repaid })}
            </Text>
          </Group>
          <Progress value={repaid} size="md" radius="xl" aria-label={t('card.repaid', { percent: repaid })} />
        </div>
      </Stack>
    </Card>
  );
}
