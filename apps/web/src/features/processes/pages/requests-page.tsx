/**
 * `/credit-process/list`: the customer's financing requests with where each stands and the task it
 * waits for (the customer's signature shows as an action), and the form to ask for a new financing.
 */
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/format';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useFinancingRequests } from '../api/processes';
import { ProcessStateBadge } from '../components/process-state-badge';
import { RequestForm } from '../components/request-form';
import { toProcessTaskUrl } from '../utils/process-links';
import { readSimulatedFigures } from '../utils/request-draft';
import '../mantine-styles';

export function RequestsPage() {
  const { t, i18n } = useTranslation('processes');
  const processes = useFinancingRequests();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const isAsking = search.get('new') === '1';
  return (
    <Box maw={1100} mx="auto">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          !isAsking && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setSearch({ new: '1' })}
              data-testid="new-request"
            >
              {t('list.new')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        {isAsking && (
          <Card withBorder radius="lg" padding="lg">
            <Text fw={700} mb="md">
              {t('form.title')}
            </Text>
            <RequestForm
              initial={readSimulatedFigures(search)}
              onStarted={(processId) => void navigate(toProcessTaskUrl(processId))}
            />
          </Card>
        )}
        {processes.isPending && <LoadingState rows={2} />}
        {processes.isError && <ErrorState error={processes.error} onRetry={() => void processes.refetch()} />}
        {processes.data?.length === 0 && !isAsking && <EmptyState title={t('list.empty')} />}
        {processes.data?.map((process) => {
          const needsCustomer = process.waitingTasks.some((task) => task.actor === 'CUSTOMER');
          return (
            <Card key={process.processId} withBorder radius="lg" padding="md" data-testid="process-card">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <div>
                  <Text fw={700}>
                    {t(`products.${process.variables.productCode}`, {
                      defaultValue: process.variables.productCode,
                    })}
                  </Text>
                  <Group gap={6}>
                    <Amount
                      value={process.variables.amount ?? '0'}
                      currency="TND"
                      fz="sm"
                      isHideable={false}
                    />
                    <Text size="sm" c="dimmed">
                      · {t('offer.monthsValue', { count: Number(process.variables.months ?? 0) })}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(process.createdAt, i18n.language)}
                  </Text>
                </div>
                <Stack gap={6} align="flex-end">
                  <ProcessStateBadge state={process.state} />
                  <Button
                    component={Link}
                    to={toProcessTaskUrl(process.processId)}
                    size="xs"
                    variant={needsCustomer ? 'filled' : 'light'}
                  >
                    {needsCustomer ? t('list.sign') : t('list.open')}
                  </Button>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
