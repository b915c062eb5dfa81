/** A customer's requests of one kind: loading, failure with retry, nothing yet, or the cards. */
import type { ServiceRequestKind } from '@baraka/contracts/service-requests/schemas';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { useTranslation } from '../../../lib/use-translation';
import { useHistory } from '../api/history';
import { RequestCard } from './request-card';

export function RequestList({ kind, emptyAction }: { kind: ServiceRequestKind; emptyAction?: ReactNode }) {
  const { t } = useTranslation('requests');
  const history = useHistory(kind);
  if (history.isPending) {
    return <LoadingState rows={3} height={120} />;
  }
  if (history.isError) {
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  }
  if (history.data.length === 0) {
    return (
      <EmptyState title={t(`empty.${kind}.title`)}>
        <Text fz="sm" c="dimmed">
          {t(`empty.${kind}.body`)}
        </Text>
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`lists.${kind}`)}>
      {history.data.map((request) => (
        <RequestCard key={request.reference} request={request} />
      ))}
    </Stack>
  );
}
