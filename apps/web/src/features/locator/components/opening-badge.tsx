/** Today's status of a branch in words: open until…, opens at…, closed for a holiday… */
import type { OpeningStatus } from '@baraka/domain/locator/opening-status';
import { Badge } from '@mantine/core';
import { useLocalize } from '../../../lib/localized';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';

export function describeOpening(status: OpeningStatus, t: TFunction, holidayName?: string) {
  if (status.isOpen) {
    return t('status.openUntil', { time: status.closesAt });
  }
  if (status.reason === 'HOLIDAY') {
    return t('status.holiday', { name: holidayName ?? '' });
  }
  if (status.opensAt) {
    return t('status.opensAt', { time: status.opensAt });
  }
  return t(status.reason === 'BRANCH_CLOSED' ? 'status.branchClosed' : 'status.closedToday');
}

export function OpeningBadge({ status }: { status: OpeningStatus }) {
  const { t } = useTranslation('locator');
  const localize = useLocalize();
  const holidayName = !status.isOpen && status.holiday ? localize(status.holiday.names) : undefined;
  return (
    <Badge
      color={status.isOpen ? 'teal' : 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="opening-badge"
    >
      {describeOpening(status, t, holidayName)}
    </Badge>
  );
}
