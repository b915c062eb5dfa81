/** One card on the cards page: its art, the period's gauge, the freeze switch and the latest operations. */
import type { Card } from '@baraka/contracts/cards/schemas';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconHistory, IconPlus } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { PermissionGate } from '../../../components/ui/permission-gate';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { toCardDetailsUrl, toCardHistoryUrl, toTopUpUrl } from '../utils/card-links';
import { CardVisual } from './card-visual';
import { FreezeSwitch } from './freeze-switch';
import { LimitGauge } from './limit-gauge';
import { OperationRow } from './operation-row';

export function CardSummary({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const titleId = `card-${card.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="card-summary"
      data-card-id={card.id}
      data-status={card.status}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <CardVisual {...card} />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="h5" id={titleId}>
                {card.wording}
              </Title>
              <Text fz="xs" c="dimmed">
                {t(`kinds.${card.kind}`)} · {t(`status.${card.status}`)}
              </Text>
            </div>
            <Stack gap={0} align="flex-end">
              <Text fz="xs" c="dimmed">
                {t('card.available')}
              </Text>
              <Amount value={card.balance} currency={card.currency} fz="sm" fw={700} />
            </Stack>
          </Group>
          <FreezeSwitch card={card} />
        </Stack>
        <Stack gap="md">
          <LimitGauge card={card} />
          <div>
            <Text fz="sm" fw={600} mb={4}>
              {t('operations.latest')}
            </Text>
            {card.operations.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('operations.none')}
              </Text>
            ) : (
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {card.operations.slice(0, 3).map((operation) => (
                  <OperationRow key={operation.id} operation={operation} />
                ))}
              </Stack>
            )}
          </div>
          <Group gap="xs" mt="auto">
            <Button
              component={Link}
              to={toCardDetailsUrl(card.id)}
              variant="light"
              rightSection={<IconChevronRight size={16} className="mirror-in-rtl" aria-hidden />}
              data-testid="card-details-link"
            >
              {t('actions.details')}
            </Button>
            <Button
              component={Link}
              to={toCardHistoryUrl(card.id)}
              variant="subtle"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              {t('actions.history')}
            </Button>
            {card.kind === 'PREPAID' && card.status === 'ACTIVE' && (
              <PermissionGate service="OWN_ACCOUNT_TRANSFER" process="CREATE">
                <Button
                  component={Link}
                  to={toTopUpUrl(card.id)}
                  variant="subtle"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  data-testid="card-top-up-link"
                >
                  {t('actions.topUp')}
                </Button>
              </PermissionGate>
            )}
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
