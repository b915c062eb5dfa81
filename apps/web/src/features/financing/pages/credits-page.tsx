/**
 * `/credits`: the customer's financings as cards (remaining principal, next instalment and date,
 * progress, status); `/credits/credits-list` shows the same financings as a compact table.
 */
import { Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconCalculator, IconListDetails } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { formatIsoDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useFinancings } from '../api/financing-list';
import { FinancingCard } from '../components/financing-card';
import { toFinancingDetailsUrl } from '../utils/financing-links';
import '../mantine-styles';

function SimulateButton() {
  const { t } = useTranslation('financing');
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to="/credit-process/list"
        variant="default"
        leftSection={<IconListDetails size={18} aria-hidden />}
      >
        {t('actions.requests')}
      </Button>
      <Button
        component={Link}
        to="/credits/simulator"
        variant="light"
        leftSection={<IconCalculator size={18} aria-hidden />}
      >
        {t('actions.simulate')}
      </Button>
    </Group>
  );
}

function useFinancingsState() {
  const financings = useFinancings();
  const { t } = useTranslation('financing');
  const state = financings.isPending ? (
    <LoadingState rows={2} height={220} />
  ) : financings.isError ? (
    <ErrorState onRetry={() => void financings.refetch()} />
  ) : financings.data.length === 0 ? (
    <EmptyState title={t('page.empty')}>
      <SimulateButton />
    </EmptyState>
  ) : null;
  return { financings: financings.data ?? [], state };
}

export function CreditsPage() {
  const { t } = useTranslation('financing');
  const { financings, state } = useFinancingsState();
  return (
    <Box maw={1100} mx="auto">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={<SimulateButton />} />
      {state ?? (
        <Stack gap="lg">
          {financings.map((financing) => (
            <FinancingCard key={financing.loanId} financing={financing} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function CreditsListPage() {
  const { t, i18n } = useTranslation('financing');
  const { financings, state } = useFinancingsState();
  return (
    <Box maw={1100} mx="auto">
      <PageHeader title={t('list.title')} description={t('page.description')} actions={<SimulateButton />} />
      {state ?? (
        <Card withBorder radius="lg" padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.product')}</Table.Th>
                  <Table.Th>{t('card.remaining')}</Table.Th>
                  <Table.Th>{t('card.next')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {financings.map((financing) => (
                  <Table.Tr key={financing.loanId} data-testid="financing-row">
                    <Table.Td>
                      <Text
                        component={Link}
                        to={toFinancingDetailsUrl(financing.loanId)}
                        fw={600}
                        c="var(--mantine-primary-color-filled)"
                      >
                        {t(`products.${financing.loanTypeCode}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <bdi dir="ltr">{financing.contractNumber}</bdi>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Amount
                        value={financing.remainingCapital}
                        currency={financing.currency}
                        fz="sm"
                        fw={600}
                      />
                    </Table.Td>
                    <Table.Td>
                      {financing.nextTermAmount && financing.nextTermDate ? (
                        <>
                          <Amount value={financing.nextTermAmount} currency={financing.currency} fz="sm" />
                          <Text size="xs" c="dimmed">
                            {formatIsoDate(financing.nextTermDate, i18n.language)}
                          </Text>
                        </>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {t(`status.${financing.status}`)}
                      {financing.unpaidTerms > 0 && (
                        <Text size="xs" c="red">
                          {t('card.unpaid', { count: financing.unpaidTerms })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Box>
  );
}
