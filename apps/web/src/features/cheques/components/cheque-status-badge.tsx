/** A cheque's or chequebook's state as a badge (icon and word beside the colour). */
import type { Cheque, ChequebookRequest } from '@baraka/contracts/cheques/schemas';
import { IconCheck, IconClockHour4, IconPrinter, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const CHEQUE_LOOKS: Record<Cheque['status'], StatusLook> = {
  PAID: { color: 'teal', Icon: IconCheck },
  REJECTED: { color: 'red', Icon: IconX },
  CLEARING: { color: 'orange', Icon: IconClockHour4 },
};

const REQUEST_LOOKS: Record<ChequebookRequest['status'], StatusLook> = {
  REQUESTED: { color: 'orange', Icon: IconClockHour4 },
  PRINTED: { color: 'blue', Icon: IconPrinter },
  DELIVERED: { color: 'teal', Icon: IconTruckDelivery },
};

export function ChequeStatusBadge({ status }: { status: Cheque['status'] }) {
  const { t } = useTranslation('cheques');
  return (
    <StatusBadge look={CHEQUE_LOOKS[status]} data-testid="cheque-status" data-status={status}>
      {t(`chequeStatus.${status}`)}
    </StatusBadge>
  );
}

export function RequestStatusBadge({ status }: { status: ChequebookRequest['status'] }) {
  const { t } = useTranslation('cheques');
  return (
    <StatusBadge look={REQUEST_LOOKS[status]} data-testid="request-status" data-status={status}>
      {t(`requestStatus.${status}`)}
    </StatusBadge>
  );
}
