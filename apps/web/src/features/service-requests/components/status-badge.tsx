/** A request's status (received, in progress, answered, rejected, closed) as a coloured badge. */
import type { ServiceRequestStatus } from '@baraka/contracts/service-requests/schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const COLORS: Record<ServiceRequestStatus, string> = {
  RECEIVED: 'blue',
  IN_PROGRESS: 'orange',
  ANSWERED: 'teal',
  REJECTED: 'red',
  CLOSED: 'gray',
};

export function StatusBadge({ status }: { status: ServiceRequestStatus }) {
  const { t } = useTranslation('requests');
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" data-testid="request-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
