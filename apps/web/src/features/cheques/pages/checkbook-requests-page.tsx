/** `/cheques/checkbook-requests`: the customer's chequebooks and orders, each with its steps in time. */
import { Box, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useChequebookRequests } from '../api/chequebook-requests';
import { ChequesNav } from '../components/cheques-nav';
import { RequestCard } from '../components/request-card';
import '../mantine-styles';

export function CheckbookRequestsPage() {
  const { t } = useTranslation('cheques');
  const requests = useChequebookRequests();
  const canOrder = usePermission('CHECKBOOK_REQUEST', 'CREATE');
  return (
    <Box maw={900} mx="auto">
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <ChequesNav />
      {requests.isPending && <LoadingState rows={3} height={140} />}
      {requests.isError && <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.data && requests.data.length === 0 && (
        <EmptyState title={t('requests.empty')}>
          {canOrder && (
            <Button
              component={Link}
              to="/cheques/add-cheque-request"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('nav.order')}
            </Button>
          )}
        </EmptyState>
      )}
      {requests.data && requests.data.length > 0 && (
        <Stack gap="md" data-testid="chequebook-requests">
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
