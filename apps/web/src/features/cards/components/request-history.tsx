/** The customer's card orders, newest first: product, account, limit, branch, date and step. */
import type { CardRequest } from '@baraka/contracts/cards/schemas';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCardRequests } from '../api/card-request-history';
import { toCardDetailsUrl } from '../utils/card-links';
import { RequestStatusBadge } from './request-status-badge';

function RequestRow({ request }: { request: CardRequest }) {
  const { t, i18n } = useTranslation('cards');
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="li"
      data-testid="card-request"
      data-reference={request.referenceNumber}
    >
      <Group justify="space-between" align="center" gap="xs" wrap="wrap" mb={4}>
        <Text fw={600} fz="sm">
          {request.cardTypeWording}
        </Text>
        <RequestStatusBadge status={request.actionStatus} />
      </Group>
      <Stack gap={2}>
        <Text fz="xs" c="dimmed">
          <MaskedNumber value={request.accountNumber} /> · {request.agencyName}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {t('order.limit')}
          </Text>
          <Amount value={request.cardLimit} currency="TND" fz="xs" fw={600} isHideable={false} />
          <Text fz="xs" c="dimmed">
            · {t(`periodicity.${request.periodicity}`)}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('requests.reference')} <bdi dir="ltr">{request.referenceNumber}</bdi> ·{' '}
          {formatDate(Date.parse(request.startDate), i18n.language, 'medium')}
        </Text>
      </Stack>
      {request.cardId && (
        <Anchor
          component={Link}
          to={toCardDetailsUrl(request.cardId)}
          fz="xs"
          fw={600}
          mt={6}
          display="inline-block"
        >
          {t('requests.seeCard')}
        </Anchor>
      )}
      {request.actionStatus === 'REJECT' && request.rejectReason && (
        <Text fz="xs" c="red" mt="xs">
          {t('requests.rejected', { reason: request.rejectReason })}
        </Text>
      )}
    </Paper>
  );
}

export function RequestHistory() {
  const { t } = useTranslation('cards');
  const requests = useCardRequests();
  if (requests.isPending) {
    return <LoadingState rows={2} height={80} />;
  }
  if (requests.isError) {
    return <ErrorState onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) {
    return <EmptyState title={t('requests.empty')} />;
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('requests.title')}>
      {requests.data.map((request) => (
        <RequestRow key={request.referenceNumber} request={request} />
      ))}
    </Stack>
  );
}
